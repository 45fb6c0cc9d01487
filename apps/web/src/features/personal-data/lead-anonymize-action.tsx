import { IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';

import { RowActionIcon } from '../../components/row-action-icon';
import { usePermission } from '../../lib/use-permission';
import { AnonymizeModal } from './anonymize-modal';
import { PERSONAL_DATA_SCREEN_TEXT as T } from './personal-data.text';
import { useAnonymizeLead } from './use-personal-data';

/** 'Anonimizar' on a lead's row: the admin only, for leads never converted (a converted one goes with her patient). */
export function LeadAnonymizeAction({ leadId, leadName, converted }: { leadId: number; leadName: string; converted: boolean }) {
  const allowed = usePermission('privacy:administer');
  const [opened, setOpened] = useState(false);
  const anonymize = useAnonymizeLead();
  if (!allowed || converted) return null;
  return (
    <>
      <RowActionIcon tooltip={T.anonymizeButton} label={T.anonymizeAria(leadName)} color="red" icon={IconUserOff} onClick={() => setOpened(true)} />
      <AnonymizeModal
        opened={opened}
        name={leadName}
        explanation={T.anonymizeLeadConfirm}
        successText={T.anonymizedLead}
        run={() => anonymize.mutateAsync({ id: leadId })}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
