import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { type PickedPatient, PatientSearchSelect } from '../../components/patient-search-select';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

export type { PickedPatient };

interface PatientPickerProps {
  value: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  onQuickCreate: () => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** The patient search with the quick new-patient button. */
export function PatientPicker({ onQuickCreate, disabled, ...search }: PatientPickerProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <PatientSearchSelect style={{ flex: 1 }} withDetails disabled={disabled} data-testid="patient-picker" {...search} />
      <Tooltip label={T.newPatientButton}>
        <ActionIcon variant="light" size={36} mt={25} aria-label={T.newPatientButton} onClick={onQuickCreate} disabled={disabled}>
          <IconUserPlus size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
