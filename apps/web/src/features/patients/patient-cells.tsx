import { type Patient, formatIsoDate } from '@clinic/domain';
import { ActionIcon, Anchor, Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconArchiveOff, IconCalendarEvent, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { toneOf } from '../../lib/badge-tone';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

/** What the list may offer on one patient, decided by the page from the signed-in role. */
export interface PatientRowActions {
  onHistory: (patient: Patient) => void;
  /** Absent for roles that cannot edit (financeiro, lider). */
  onEdit?: (patient: Patient) => void;
  /** Absent for roles that cannot delete (only admin and manager can). */
  onDelete?: (patient: Patient) => void;
  /** 'Reativar' on an archived patient; absent for roles that cannot (only admin and manager can). */
  onReactivate?: (patient: Patient) => void;
}

/** The patient's page. */
export const patientPath = (patient: Pick<Patient, 'id'>) => `/patients/${patient.id}`;

/** 'Arquivado' (or `children`), beside the name of an archived patient; nothing for the others. */
export function ArchivedBadge({ patient, children = T.archivedBadge }: { patient: Pick<Patient, 'archivedAt'>; children?: string }) {
  if (patient.archivedAt === null) return null;
  return (
    <Badge variant="light" color="gray" {...toneOf('gray')} tt="none" fw={600} style={{ flexShrink: 0 }} data-archived>
      {children}
    </Badge>
  );
}

export function fullNameOf(patient: Pick<Patient, 'firstName' | 'lastName'>): string {
  return `${patient.firstName} ${patient.lastName}`;
}

export const dateOrDash = (value: string | null) => (value ? formatIsoDate(value) : T.none);

/** Full name (the link that opens the patient's page) over profession (or 'Profissão não informada'). */
export function PatientIdentity({ patient }: { patient: Patient }) {
  return (
    <Box miw={0}>
      <Group gap={6} wrap="wrap">
        <Anchor component={Link} to={patientPath(patient)} fz="sm" fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {fullNameOf(patient)}
        </Anchor>
        <ArchivedBadge patient={patient} />
      </Group>
      <Text fz="xs" c="dimmed" lh={1.3} fs={patient.profession ? undefined : 'italic'} style={{ overflowWrap: 'anywhere' }}>
        {patient.profession ?? T.noProfession}
      </Text>
    </Box>
  );
}

/** The row actions as icon buttons, each named for its patient ('Reativar' only on an archived one). */
export function PatientActions({ patient, onHistory, onEdit, onDelete, onReactivate }: { patient: Patient } & PatientRowActions) {
  const name = fullNameOf(patient);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={T.viewAppointments}>
        <ActionIcon variant="subtle" color="clinic" size="lg" aria-label={T.viewAppointmentsAria(name)} onClick={() => onHistory(patient)}>
          <IconCalendarEvent size={18} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      {onReactivate && patient.archivedAt !== null && (
        <Tooltip label={T.reactivate}>
          <ActionIcon variant="subtle" color="clinic" size="lg" aria-label={T.reactivateAria(name)} onClick={() => onReactivate(patient)}>
            <IconArchiveOff size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
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
