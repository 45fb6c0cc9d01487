import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus, type Patient, formatIsoDate, fullName } from '@clinic/domain';
import { Badge, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';

import { BrDateInput } from '../../components/br-date-input';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { toneOf } from '../../lib/badge-tone';
import { trpc } from '../../lib/trpc';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';
import { useUpdatePatient } from './use-patient-mutations';

const STATUS_COLORS: Record<AppointmentStatus, string> = { scheduled: 'blue', completed: 'green', cancelled: 'gray' };

type EditableDate = 'conversionDate' | 'preDischargeDate' | 'dischargeDate';

interface PatientHistoryProps {
  patient: Patient;
  /** Whether the signed-in role may change the editable dates. */
  canEdit: boolean;
  /** A date was saved: the patient as the server answered. */
  onUpdated: (patient: Patient) => void;
  /** Whether to read the appointments (a closing dialog stops asking). */
  enabled?: boolean;
}

/**
 * A patient's history: six date cards (three editable, two automatic) and the appointments table.
 * The list's 'Ver agendamentos' dialog and the patient page's 'Agendamentos' tab both show it.
 */
export function PatientHistory({ patient, canEdit, onUpdated, enabled = true }: PatientHistoryProps) {
  return (
    <Stack gap="lg">
      <DateCards patient={patient} canEdit={canEdit} onUpdated={onUpdated} />
      <AppointmentsTable patientId={patient.id} enabled={enabled} />
    </Stack>
  );
}

function DateCards({ patient, canEdit, onUpdated }: { patient: Patient; canEdit: boolean; onUpdated: (patient: Patient) => void }) {
  const updatePatient = useUpdatePatient();
  const save = (field: EditableDate, value: string | null) => {
    if (value === patient[field]) return;
    updatePatient.mutate({ id: patient.id, [field]: value }, { onSuccess: onUpdated });
  };
  const editable = (field: EditableDate, label: string) =>
    canEdit ? (
      <Paper withBorder p="sm" radius="md">
        <BrDateInput
          clearable
          label={label}
          description={T.editable}
          value={patient[field]}
          onChange={(value) => save(field, value)}
          disabled={updatePatient.isPending}
          size="sm"
        />
      </Paper>
    ) : (
      <DateCard label={label} hint={T.editableInForm} value={patient[field]} />
    );

  return (
    <section aria-labelledby="patient-dates-title">
      <Title order={3} fz="md" mb="sm" id="patient-dates-title">
        {T.datesTitle}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
        <DateCard label={T.originDate} hint={T.editableInForm} value={patient.originDate} />
        {editable('conversionDate', T.conversionDate)}
        <DateCard label={T.consultationDone} hint={T.automatic} value={patient.consultationDoneDate} automatic />
        <DateCard label={T.firstAttendance} hint={T.automatic} value={patient.firstAttendanceDate} automatic />
        {editable('preDischargeDate', T.preDischargeDate)}
        {editable('dischargeDate', T.dischargeDate)}
      </SimpleGrid>
    </section>
  );
}

/** A read-only date: its label, why it cannot be edited here, and the date (or 'Não informada'). */
function DateCard({ label, hint, value, automatic }: { label: string; hint: string; value: string | null; automatic?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md" bg={automatic ? 'gray.0' : undefined}>
      <Text fz="sm" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text fz="xs" c="dimmed" lh={1.4}>
        {hint}
      </Text>
      <Text fz={value ? 'lg' : 'md'} fw={600} mt={6} c={value ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value ? formatIsoDate(value) : T.notSet}
      </Text>
    </Paper>
  );
}

function AppointmentsTable({ patientId, enabled }: { patientId: number; enabled: boolean }) {
  const appointments = trpc.appointments.listOfPatient.useQuery({ id: patientId }, { enabled });
  return (
    <section aria-labelledby="patient-appointments-title">
      <Title order={3} fz="md" mb="sm" id="patient-appointments-title">
        {T.appointmentsTitle}
      </Title>
      {appointments.isPending && (
        <Stack gap="sm" role="status" aria-label={T.appointmentsTitle}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h={14} />
          ))}
        </Stack>
      )}
      {appointments.isError && <LoadErrorAlert title={T.appointmentsError} query={appointments} retryLabel={T.retry} />}
      {appointments.data && appointments.data.length === 0 && (
        <EmptyState icon={<IconCalendarOff size={24} stroke={1.5} />} text={T.noAppointments} py="lg" />
      )}
      {appointments.data && appointments.data.length > 0 && (
        <Table.ScrollContainer minWidth={480} type="native">
          <Table verticalSpacing="xs" horizontalSpacing="sm" striped aria-labelledby="patient-appointments-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.appointmentColumns.date}</Table.Th>
                <Table.Th>{T.appointmentColumns.time}</Table.Th>
                <Table.Th>{T.appointmentColumns.physiotherapist}</Table.Th>
                <Table.Th>{T.appointmentColumns.room}</Table.Th>
                <Table.Th>{T.appointmentColumns.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {appointments.data.map((appointment) => (
                <Table.Tr key={appointment.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIsoDate(appointment.date)}</Table.Td>
                  <Table.Td>{appointment.time}</Table.Td>
                  <Table.Td>{fullName(appointment.physiotherapist)}</Table.Td>
                  <Table.Td>{appointment.room.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" tt="none" fw={600} color={STATUS_COLORS[appointment.status]} {...toneOf(STATUS_COLORS[appointment.status])}>
                      {APPOINTMENT_STATUS_LABELS[appointment.status]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
