import { type AppointmentListItem, formatIsoDate } from '@clinic/domain';
import { Button } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useState } from 'react';

import { lazyNamedQuiet } from '../../lib/lazy-named';
import { notifyError, notifySuccess } from '../../lib/notify';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePermission } from '../../lib/use-permission';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import type { RecordFormTarget } from './record-entry-form';

/** The form's code (the templates' fields) comes when the button is first used, not with the agenda. */
const RecordEntryFormModal = lazyNamedQuiet(() => import('./record-entry-form'), 'RecordEntryFormModal');

/**
 * 'Registrar evolução' in the appointment dialog: opens the evolution form linked to the
 * appointment (its draft, when one is already written). Signing it completes the appointment.
 */
export function RecordEvolutionButton({ appointment, onSigned }: { appointment: AppointmentListItem; onSigned?: () => void }) {
  const canWrite = usePermission('clinicalRecord:write');
  const utils = trpc.useUtils();
  const form = useDialogTarget<RecordFormTarget>();
  const [looking, setLooking] = useState(false);
  if (!canWrite || appointment.patientId === null || appointment.status === 'cancelled') return null;
  const patientId = appointment.patientId;

  const open = async () => {
    setLooking(true);
    try {
      const entries = await utils.clinicalRecord.list.fetch({ id: patientId }, { staleTime: 0 });
      const existing = entries.find((e) => e.kind === 'evolucao' && e.appointmentId === appointment.id);
      if (existing?.status === 'assinado') notifySuccess(T.evolutionAlreadySigned);
      else if (existing) form.open({ kind: 'edit', entry: existing });
      else
        form.open({
          kind: 'new',
          patientId,
          templateId: 'evolution',
          appointmentId: appointment.id,
          appointmentLabel: T.linkedAppointment(formatIsoDate(appointment.date), appointment.time),
        });
    } catch (error) {
      notifyError(T.loadError, errorMessage(error));
    } finally {
      setLooking(false);
    }
  };

  return (
    <>
      <Button variant="light" leftSection={<IconNotes size={18} aria-hidden />} loading={looking} onClick={() => void open()}>
        {T.recordEvolution}
      </Button>
      {form.target && (
        <RecordEntryFormModal opened={form.opened} target={form.target} session={form.session} onClose={form.close} onSigned={onSigned} />
      )}
    </>
  );
}
