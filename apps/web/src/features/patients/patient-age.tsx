import type { Patient } from '@clinic/domain';
import { Badge, Tooltip } from '@mantine/core';

import { toneOf } from '../../lib/badge-tone';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

/**
 * The age column: '{n} anos', or 'Cadastro incompleto' while the birth date is still the placeholder
 * of a lead conversion (it would read '0 anos').
 */
export function PatientAge({ patient }: { patient: Pick<Patient, 'age' | 'registrationIncomplete'> }) {
  if (!patient.registrationIncomplete) return T.ageYears(patient.age);
  return (
    <Tooltip label={T.registrationIncompleteHint} multiline w={260}>
      <Badge variant="light" color="orange" {...toneOf('orange')} tt="none" fw={600} tabIndex={0} data-registration="incomplete">
        {T.registrationIncomplete}
      </Badge>
    </Tooltip>
  );
}
