import 'dayjs/locale/pt-br';

import { type BrDateBounds, brDateProblem, parseBrDate, toIsoDate } from '@clinic/domain';
import { DateInput, type DateInputProps, DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type FocusEvent, useState } from 'react';

export type BrDateInputProps = Omit<DateInputProps, 'label' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale'> & {
  label: string;
  /** yyyy-MM-dd or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The clear button's name, when 'Limpar {label}' is ambiguous ('De', 'Até'). */
  clearLabel?: string;
};

function isoOf(date: string | Date | undefined): string | undefined {
  if (date === undefined) return undefined;
  return typeof date === 'string' ? date.slice(0, 10) : toIsoDate(date);
}

/** A full four-digit year: separated parts, or all eight digits. */
const COMPLETE = /^\s*(\d{1,2}[/.\- ]\d{1,2}[/.\- ]\d{4}|\d{8})\s*$/;

/** While typing, only a full four-digit year counts: '15/03/19' and '150319' are on their way to 1990. */
function parseWhileTyping(text: string, bounds: BrDateBounds): string | null {
  return COMPLETE.test(text) ? parseBrDate(text, bounds) : null;
}

/**
 * The one date field of the app: typed or picked as dd/mm/aaaa (digits only, '15031990', and
 * two-digit years are read too), held as yyyy-MM-dd. What cannot be read is not erased without a
 * word: leaving the field says why. Escape in its open calendar closes the calendar only, never
 * the dialog around it (Mantine's modal skips targets marked `data-mantine-stop-propagation`).
 */
export function BrDateInput({
  label,
  value,
  onChange,
  clearable = false,
  clearLabel,
  error,
  minDate,
  maxDate,
  onBlur,
  popoverProps,
  rightSection,
  ...props
}: BrDateInputProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const bounds: BrDateBounds = { minDate: isoOf(minDate), maxDate: isoOf(maxDate) };
  const showIcon = !(clearable && value);

  const change = (next: string | null) => {
    setProblem(null);
    onChange?.(next);
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const parsed = parseBrDate(text, bounds);
    const message = brDateProblem(text, bounds);
    // A two-digit year ('15/03/90', '150390') is read only now that the person is done typing.
    if (parsed && !message && parsed !== value) change(parsed);
    else setProblem(message);
    onBlur?.(event);
  };

  return (
    <DateInput
      label={label}
      placeholder="dd/mm/aaaa"
      valueFormat="DD/MM/YYYY"
      locale="pt-br"
      dateParser={(text) => parseWhileTyping(text, bounds)}
      value={value ?? null}
      onChange={(next) => change(next ? String(next).slice(0, 10) : null)}
      onBlur={leave}
      error={problem ?? error}
      minDate={minDate}
      maxDate={maxDate}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': clearLabel ?? `Limpar ${label.toLowerCase()}` }}
      rightSection={rightSection ?? (showIcon ? <IconCalendar size={16} stroke={1.6} aria-hidden /> : undefined)}
      rightSectionPointerEvents={rightSection || !showIcon ? undefined : 'none'}
      data-mantine-stop-propagation={pickerOpen || undefined}
      {...props}
      popoverProps={{
        withinPortal: true,
        zIndex: 400,
        ...popoverProps,
        onOpen: () => setPickerOpen(true),
        onClose: () => setPickerOpen(false),
      }}
    />
  );
}

interface BrDateRangeProps {
  from: string | null;
  to: string | null;
  onFrom: (value: string | null) => void;
  onTo: (value: string | null) => void;
  fromLabel: string;
  toLabel: string;
  /** The clear buttons' names, when 'Limpar {label}' is ambiguous. */
  fromClearLabel?: string;
  toClearLabel?: string;
}

/** A period as two `BrDateInput`s ('De' / 'Até'): neither end can be picked past the other. */
export function BrDateRange({ from, to, onFrom, onTo, fromLabel, toLabel, fromClearLabel, toClearLabel }: BrDateRangeProps) {
  return (
    <>
      <BrDateInput clearable label={fromLabel} clearLabel={fromClearLabel} value={from} maxDate={to ?? undefined} onChange={onFrom} />
      <BrDateInput clearable label={toLabel} clearLabel={toClearLabel} value={to} minDate={from ?? undefined} onChange={onTo} />
    </>
  );
}

type BrDayPickerProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'valueFormat' | 'locale' | 'type'> & {
  /** yyyy-MM-dd. */
  value: string;
  onChange: (value: string) => void;
};

/** A day picked from the calendar only (the agenda's day, never empty): shown as dd/mm/aaaa, held as yyyy-MM-dd. */
export function BrDayPicker({ value, onChange, popoverProps, ...props }: BrDayPickerProps) {
  return (
    <DatePickerInput
      valueFormat="DD/MM/YYYY"
      value={value}
      onChange={(next) => next && onChange(String(next).slice(0, 10))}
      leftSection={<IconCalendar size={16} stroke={1.6} aria-hidden />}
      {...props}
      popoverProps={{ withinPortal: true, ...popoverProps }}
    />
  );
}
