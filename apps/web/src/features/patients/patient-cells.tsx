import { type Patient, formatIsoDate, fullName } from '@clinic/domain';
import { Anchor, Badge, Box, Group, Text } from '@mantine/core';
import { IconArchiveOff, IconCalendarEvent, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { RowActionIcon } from '../../components/row-action-icon';
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

export const dateOrDash = (value: string | null) => (value ? formatIsoDate(value) : T.none);

/** Full name (the link that opens the patient's page) over profession (or 'Profissão não informada'). */
export function PatientIdentity({ patient }: { patient: Patient }) {
  return (
    <Box miw={0}>
      <Group gap={6} wrap="wrap">
        <Anchor component={Link} to={patientPath(patient)} fz="sm" fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {fullName(patient)}
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
  const name = fullName(patient);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RowActionIcon tooltip={T.viewAppointments} label={T.viewAppointmentsAria(name)} color="clinic" icon={IconCalendarEvent} onClick={() => onHistory(patient)} />
      {onReactivate && patient.archivedAt !== null && (
        <RowActionIcon tooltip={T.reactivate} label={T.reactivateAria(name)} color="clinic" icon={IconArchiveOff} onClick={() => onReactivate(patient)} />
      )}
      {onEdit && <RowActionIcon tooltip={T.edit} label={T.editAria(name)} color="gray" icon={IconPencil} onClick={() => onEdit(patient)} />}
      {onDelete && <RowActionIcon tooltip={T.delete} label={T.deleteAria(name)} color="red" icon={IconTrash} onClick={() => onDelete(patient)} />}
    </Group>
  );
}
