import { GRID_TIMES, type Room } from '@clinic/domain';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';

import { BrDateInput } from '../../components/br-date-input';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

const TIME_OPTIONS = GRID_TIMES.map((time) => ({ value: time, label: time }));

interface FieldProps<V> {
  value?: V;
  onChange: (value: V) => void;
  error?: ReactNode;
  label?: string;
  disabled?: boolean;
}

export function SlotDateField({ value, onChange, error, label = T.dateField, disabled }: FieldProps<string | null>) {
  return (
    <BrDateInput label={label} withAsterisk value={value ?? null} onChange={onChange} error={error} disabled={disabled} />
  );
}

export function SlotTimeField({ value, onChange, error, label = T.timeField, disabled }: FieldProps<string | null>) {
  return (
    <Select
      label={label}
      withAsterisk
      placeholder={T.selectPlaceholder}
      data={TIME_OPTIONS}
      value={value ?? null}
      onChange={onChange}
      error={error}
      disabled={disabled}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}

export function SlotRoomField({ value, onChange, error, label = T.roomField, disabled, rooms }: FieldProps<number | null> & { rooms: Room[] }) {
  return (
    <Select
      label={label}
      withAsterisk
      placeholder={T.selectPlaceholder}
      data={rooms.map((room) => ({ value: String(room.id), label: room.name }))}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      error={error}
      disabled={disabled}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}
