import { APPOINTMENT_TYPES, APPOINTMENT_TYPE_LABELS, PAYMENT_PERCENTAGES, REMINDER_DAYS, paymentLabel } from '@clinic/domain';
import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import type { AppointmentFormValues } from './appointment-form-values';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

const TYPE_OPTIONS = APPOINTMENT_TYPES.map((value) => ({ value, label: APPOINTMENT_TYPE_LABELS[value] }));
/** The three choices of spec §4, plus the appointment's own value when a REST client saved another ('Pago {n}%'). */
function paymentOptions(current: number) {
  const values: number[] = [...PAYMENT_PERCENTAGES];
  if (!values.includes(current)) values.push(current);
  return values.sort((a, b) => a - b).map((value) => ({ value: String(value), label: paymentLabel(value) }));
}
const REMINDER_OPTIONS = REMINDER_DAYS.map((value) => ({ value: String(value), label: T.reminderOption(value) }));
const COMBOBOX = { withinPortal: true, zIndex: 400 } as const;

/** Type (Consulta/Atendimento), payment (0/50/100, or another saved value) and reminder (1 or 2 days): an appointment's, not a block's. */
export function AppointmentExtraFields({ form }: { form: UseFormReturnType<AppointmentFormValues> }) {
  const { values } = form;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Select
        label={T.typeField}
        data={TYPE_OPTIONS}
        allowDeselect={false}
        value={values.type}
        onChange={(type) => type && form.setFieldValue('type', type as AppointmentFormValues['type'])}
        comboboxProps={COMBOBOX}
      />
      <Select
        label={T.paymentField}
        data={paymentOptions(values.paymentPercentage)}
        allowDeselect={false}
        value={String(values.paymentPercentage)}
        onChange={(value) => value && form.setFieldValue('paymentPercentage', Number(value))}
        comboboxProps={COMBOBOX}
      />
      <Select
        label={T.reminderField}
        data={REMINDER_OPTIONS}
        allowDeselect={false}
        value={String(values.reminderDays)}
        onChange={(value) => value && form.setFieldValue('reminderDays', value === '2' ? 2 : 1)}
        comboboxProps={COMBOBOX}
      />
    </SimpleGrid>
  );
}
