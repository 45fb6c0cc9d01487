import { parseBrDate } from '@clinic/domain';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

import { LEADS_SCREEN_TEXT as T } from './leads.text';

type LeadDateInputProps = Omit<DateInputProps, 'label' | 'value' | 'onChange'> & {
  label: string;
  /** yyyy-MM-dd or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** A day typed or picked as dd/mm/aaaa, held as yyyy-MM-dd, with a labelled clear button. */
export function LeadDateInput({ label, value, clearable = true, ...props }: LeadDateInputProps) {
  return (
    <DateInput
      label={label}
      placeholder={T.datePlaceholder}
      valueFormat="DD/MM/YYYY"
      dateParser={parseBrDate}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': T.clearDate(label) }}
      rightSection={value && clearable ? undefined : <IconCalendar size={16} stroke={1.6} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      value={value ?? null}
      {...props}
    />
  );
}
