import {
  DIARY_INTAKE_LABELS,
  DIARY_INTAKE_TYPES,
  DIARY_SCALE_LABELS,
  DIARY_TRIGGERS,
  DIARY_TRIGGER_LABELS,
  type DiaryEventInput,
  PATIENT_PAGE_TEXT as P,
  formatIsoDate,
} from '@clinic/domain';
import { Alert, Button, Checkbox, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

const NONE = '';
/** 0 nenhuma … 3 intensa: the digits on the buttons, the words in the legend. */
const scaleData = DIARY_SCALE_LABELS.map((_, value) => ({ value: String(value), label: String(value) }));
const scaleLegend = DIARY_SCALE_LABELS.map((label, value) => `${value} ${label}`).join(' · ');

interface Draft {
  date: string;
  time: string;
  intakeType: string;
  intakeMl: number | string;
  voidedMl: number | string;
  urgency: string;
  leak: string;
  padChanged: boolean;
  trigger: string;
}

const blank = (date: string): Draft => ({ date, time: '', intakeType: NONE, intakeMl: '', voidedMl: '', urgency: '0', leak: '0', padChanged: false, trigger: NONE });
const num = (v: number | string) => (v === '' ? null : Number(v));

/**
 * One diary event (issue #26): time, intake type and mL, voided mL, urgency 0–3, leak 0–3, pad
 * changed, the leak's trigger. The patient's phone and the clinic's paper diary use this same form;
 * `onSubmit` answers an error message, or null when saved (the form then clears, keeping the day).
 */
export function DiaryEventForm({
  dates,
  pending,
  onSubmit,
  submitLabel = P.addEvent,
}: {
  dates: readonly string[];
  pending: boolean;
  onSubmit: (event: DiaryEventInput) => Promise<string | null>;
  submitLabel?: string;
}) {
  const [draft, setDraft] = useState<Draft>(() => blank(dates[0] ?? ''));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const leak = Number(draft.leak);
    const message = await onSubmit({
      date: draft.date,
      time: draft.time,
      intakeType: (draft.intakeType || null) as DiaryEventInput['intakeType'],
      intakeMl: num(draft.intakeMl),
      voidedMl: num(draft.voidedMl),
      urgency: Number(draft.urgency),
      leak,
      padChanged: draft.padChanged,
      trigger: leak > 0 && draft.trigger ? (draft.trigger as DiaryEventInput['trigger']) : null,
    });
    setError(message);
    if (message === null) setDraft(blank(draft.date));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={P.day}
          data={dates.map((d, i) => ({ value: d, label: i === dates.length - 1 ? P.nextMorning(formatIsoDate(d)) : formatIsoDate(d) }))}
          value={draft.date}
          onChange={(v) => set('date', v ?? draft.date)}
          allowDeselect={false}
          required
        />
        <TextInput label={P.time} type="time" value={draft.time} onChange={(e) => set('time', e.currentTarget.value)} required />
        <Select
          label={P.intakeType}
          data={[{ value: NONE, label: P.none }, ...DIARY_INTAKE_TYPES.map((t) => ({ value: t, label: DIARY_INTAKE_LABELS[t] }))]}
          value={draft.intakeType}
          onChange={(v) => set('intakeType', v ?? NONE)}
          allowDeselect={false}
        />
        <NumberInput label={P.intakeMl} min={1} max={3000} step={50} allowDecimal={false} value={draft.intakeMl} onChange={(v) => set('intakeMl', v)} />
        <NumberInput label={P.voidedMl} min={1} max={3000} step={50} allowDecimal={false} value={draft.voidedMl} onChange={(v) => set('voidedMl', v)} />
        <div>
          <Text component="label" id="diary-urgency-label" size="sm" fw={500}>
            {P.urgency}
          </Text>
          <SegmentedControl fullWidth aria-labelledby="diary-urgency-label" data={scaleData} value={draft.urgency} onChange={(v) => set('urgency', v)} />
        </div>
        <div>
          <Text component="label" id="diary-leak-label" size="sm" fw={500}>
            {P.leak}
          </Text>
          <SegmentedControl fullWidth aria-labelledby="diary-leak-label" data={scaleData} value={draft.leak} onChange={(v) => set('leak', v)} />
          <Text size="xs" c="dimmed">
            {scaleLegend}
          </Text>
        </div>
        {draft.leak !== '0' && (
          <Select
            label={P.trigger}
            data={[{ value: NONE, label: P.none }, ...DIARY_TRIGGERS.map((t) => ({ value: t, label: DIARY_TRIGGER_LABELS[t] }))]}
            value={draft.trigger}
            onChange={(v) => set('trigger', v ?? NONE)}
            allowDeselect={false}
          />
        )}
        <Checkbox label={P.padChanged} checked={draft.padChanged} onChange={(e) => set('padChanged', e.currentTarget.checked)} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
