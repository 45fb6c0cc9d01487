import { Button } from '@mantine/core';
import { IconFileZip, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';

import { usePermission } from '../../lib/use-permission';
import { AnonymizeModal } from './anonymize-modal';
import { ExportDataModal } from './export-data-modal';
import { PERSONAL_DATA_SCREEN_TEXT as T } from './personal-data.text';
import { useAnonymizePatient } from './use-personal-data';

/** 'Exportar dados' and 'Anonimizar' in the patient's header: the admin only (privacy:administer). */
export function PatientPrivacyActions({ patientId, patientName }: { patientId: number; patientName: string }) {
  const allowed = usePermission('privacy:administer');
  const [open, setOpen] = useState<'export' | 'anonymize' | null>(null);
  const anonymize = useAnonymizePatient();
  if (!allowed) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconFileZip size={18} aria-hidden />} aria-label={T.exportAria(patientName)} onClick={() => setOpen('export')}>
        {T.exportButton}
      </Button>
      <Button
        variant="default"
        leftSection={<IconUserOff size={18} color="var(--mantine-color-red-7)" aria-hidden />}
        aria-label={T.anonymizeAria(patientName)}
        onClick={() => setOpen('anonymize')}
      >
        {T.anonymizeButton}
      </Button>
      <ExportDataModal opened={open === 'export'} patientId={patientId} patientName={patientName} onClose={() => setOpen(null)} />
      <AnonymizeModal
        opened={open === 'anonymize'}
        name={patientName}
        explanation={T.anonymizePatientConfirm}
        successText={T.anonymizedPatient}
        run={() => anonymize.mutateAsync({ id: patientId })}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
