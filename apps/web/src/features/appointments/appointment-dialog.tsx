import type { Room, StaffOption } from '@clinic/domain';
import { useMediaQuery } from '@mantine/hooks';

import { FormModal } from '../../components/discard-guard';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import type { DialogTarget } from './appointment-form-values';
import { AppointmentForm } from './appointment-form';

interface AppointmentDialogProps {
  opened: boolean;
  target: DialogTarget | null;
  /** Changes on every opening, so the form starts afresh. */
  session: number;
  onClose: () => void;
  rooms: Room[];
  physiotherapists: StaffOption[];
  defaultPhysiotherapistId: number | null;
}

/** 'Novo Agendamento' / 'Editar Agendamento' (spec §2), full screen on phones. */
export function AppointmentDialog({ opened, target, session, onClose, ...props }: AppointmentDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const title = target?.kind === 'edit' ? T.editAppointment : T.newAppointment;
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={phone} centered={!phone}>
      {target && <AppointmentForm key={session} target={target} title={title} onDone={onClose} {...props} />}
    </FormModal>
  );
}
