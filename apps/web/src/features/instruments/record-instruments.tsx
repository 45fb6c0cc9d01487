import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { InstrumentFormModal } from './instrument-form-modal';
import { INSTRUMENTS_SCREEN_TEXT as T } from './instruments.text';

/** 'Novo instrumento' in the record tab, with its dialog. */
export function NewInstrumentButton({ patientId }: { patientId: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {T.newInstrument}
      </Button>
      <InstrumentFormModal patientId={patientId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
