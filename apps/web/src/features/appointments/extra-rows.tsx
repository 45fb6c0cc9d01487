import { APPOINTMENT_BATCH_MAX, type Room, holidayOn } from '@clinic/domain';
import { ActionIcon, Badge, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconConfetti, IconRepeat, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { type AppointmentFormValues, extrasWithWeeklySeries, nextExtraSlot } from './appointment-form-values';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { SlotDateField, SlotRoomField, SlotTimeField } from './slot-fields';
import type { RowConflict } from './use-slot-conflicts';

const MAX_EXTRAS = APPOINTMENT_BATCH_MAX - 1;

interface ExtraRowsProps {
  form: UseFormReturnType<AppointmentFormValues>;
  rooms: Room[];
  conflicts: Map<number, RowConflict>;
  /** The next free row key. */
  nextKey: () => number;
}

/** A row on a national holiday (or Carnaval, Corpus Christi): a warning, never a refusal. */
function HolidayMark({ date }: { date: string | null }) {
  const holiday = date ? holidayOn(date) : undefined;
  if (!holiday) return null;
  return (
    <Badge color="yellow" variant="light" c="dark" leftSection={<IconConfetti size={12} aria-hidden />} data-testid="holiday-mark">
      {holiday.kind === 'national' ? T.holiday(holiday.name) : T.optionalHoliday(holiday.name)}
    </Badge>
  );
}

function RowState({ state }: { state: RowConflict | undefined }) {
  if (state?.messages.length) return <Badge color="red" variant="light">{T.rowConflict}</Badge>;
  if (state?.checking) return <Badge color="gray" variant="light">{T.rowChecking}</Badge>;
  return <Badge color="teal" variant="light">{T.rowFree}</Badge>;
}

/** '+ Atendimento' rows (more slots saved with the main one) and 'Repetir semanalmente' (a weekly series). */
export function ExtraRows({ form, rooms, conflicts, nextKey }: ExtraRowsProps) {
  const [weeks, setWeeks] = useState<number | string>(4);
  const { values } = form;
  const block = values.mode === 'block';
  const full = values.extras.length >= MAX_EXTRAS;

  const add = () => form.insertListItem('extras', { key: nextKey(), ...nextExtraSlot(values) });
  const repeat = () => {
    const count = Math.min(Number(weeks) || 0, MAX_EXTRAS);
    if (count <= 0) return;
    form.setFieldValue('extras', extrasWithWeeklySeries(values, count, nextKey, MAX_EXTRAS));
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" align="flex-end">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={T.repeatWeekly}
            description={T.repeatWeeks}
            min={1}
            max={MAX_EXTRAS}
            w={200}
            value={weeks}
            onChange={setWeeks}
            allowDecimal={false}
            allowNegative={false}
          />
          <Button variant="default" leftSection={<IconRepeat size={16} aria-hidden />} onClick={repeat} disabled={!values.date || !values.time || full}>
            {T.repeatApply}
          </Button>
        </Group>
        <Button variant="default" onClick={add} disabled={full}>
          {T.addAttendance}
        </Button>
      </Group>
      {values.extras.map((row, i) => {
        const state = conflicts.get(row.key);
        const n = i + 1;
        return (
          <Paper
            key={row.key}
            withBorder
            p="xs"
            role="group"
            aria-label={T.extraRowLabel(n)}
            data-conflict={state?.messages.length ? 'true' : undefined}
            style={state?.messages.length ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Text fz="sm" fw={600} w={24} pb={8} aria-hidden>
                {n}
              </Text>
              <div style={{ flex: '1 1 130px' }}>
                <SlotDateField {...form.getInputProps(`extras.${i}.date`)} label={T.dateField} />
              </div>
              <div style={{ flex: '1 1 100px' }}>
                <SlotTimeField {...form.getInputProps(`extras.${i}.time`)} label={T.timeField} />
              </div>
              {!block && (
                <div style={{ flex: '1 1 120px' }}>
                  <SlotRoomField {...form.getInputProps(`extras.${i}.roomId`)} rooms={rooms} label={T.roomField} />
                </div>
              )}
              <Group gap={6} pb={6} wrap="nowrap">
                <HolidayMark date={row.date} />
                <RowState state={state} />
                <ActionIcon variant="subtle" color="red" aria-label={T.removeRow(n)} onClick={() => form.removeListItem('extras', i)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            {state?.messages.map((message) => (
              <Text key={message} c="red.8" fz="xs" mt={4}>
                {message}
              </Text>
            ))}
          </Paper>
        );
      })}
    </Stack>
  );
}
