import { parseBrDate } from '@clinic/domain';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

type PatientDateInputProps = Omit<DateInputProps, 'label' | 'value' | 'onChange'> & {
  label: string;
  /** The clear button's name, when the label alone is ambiguous ('De', 'Até'). */
  clearLabel?: string;
  /** yyyy-MM-dd or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** A date typed or picked as dd/mm/aaaa, held as yyyy-MM-dd, with a labelled clear button. */
export function PatientDateInput({ label, clearLabel, value, ...props }: PatientDateInputProps) {
  return (
    <DateInput
      label={label}
      placeholder={T.datePlaceholder}
      valueFormat="DD/MM/YYYY"
      dateParser={parseBrDate}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel ?? T.clear(label) }}
      rightSection={value ? undefined : <IconCalendar size={16} stroke={1.6} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      value={value ?? null}
      {...props}
    />
  );
}
