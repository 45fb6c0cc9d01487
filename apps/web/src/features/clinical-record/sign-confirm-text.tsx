import { Text } from '@mantine/core';

import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';

/** What signing means, asked before every signature (an entry or an addendum). */
export function SignConfirmText({ crefito }: { crefito: string }) {
  return (
    <>
      <Text fz="sm">{T.confirmSign}</Text>
      <Text fz="sm" fw={600} mt="sm">
        {T.signWithCrefito(crefito)}
      </Text>
    </>
  );
}
