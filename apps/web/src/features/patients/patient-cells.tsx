import { type Patient, formatIsoDate } from '@clinic/domain';
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconPencil, IconTrash } from '@tabler/icons-react';

import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

/** What the list may offer on one patient, decided by the page from the signed-in role. */
export interface PatientRowActions {
  onHistory: (patient: Patient) => void;
  /** Absent for roles that cannot edit (financeiro, lider). */
  onEdit?: (patient: Patient) => void;
  /** Absent for roles that cannot delete (only admin and manager can). */
  onDelete?: (patient: Patient) => void;
}

export function fullNameOf(patient: Pick<Patient, 'firstName' | 'lastName'>): string {
  return `${patient.firstName} ${patient.lastName}`;
}

export const dateOrDash = (value: string | null) => (value ? formatIsoDate(value) : T.none);

/** Full name over profession (or 'Profissão não informada'). */
export function PatientIdentity({ patient }: { patient: Patient }) {
  return (
    <Box miw={0}>
      <Text fz="sm" fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
        {fullNameOf(patient)}
      </Text>
      <Text fz="xs" c="dimmed" lh={1.3} fs={patient.profession ? undefined : 'italic'} style={{ overflowWrap: 'anywhere' }}>
        {patient.profession ?? T.noProfession}
      </Text>
    </Box>
  );
}

/** The three row actions as icon buttons, each named for its patient. */
export function PatientActions({ patient, onHistory, onEdit, onDelete }: { patient: Patient } & PatientRowActions) {
  const name = fullNameOf(patient);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={T.viewAppointments}>
        <ActionIcon variant="subtle" color="clinic" size="lg" aria-label={T.viewAppointmentsAria(name)} onClick={() => onHistory(patient)}>
          <IconCalendarEvent size={18} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      {onEdit && (
        <Tooltip label={T.edit}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={T.editAria(name)} onClick={() => onEdit(patient)}>
            <IconPencil size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={T.delete}>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={T.deleteAria(name)} onClick={() => onDelete(patient)}>
            <IconTrash size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
