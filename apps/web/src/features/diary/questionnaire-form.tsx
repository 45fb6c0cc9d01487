import { PATIENT_PAGE_TEXT as P } from '@clinic/domain';
import { Alert, Button, Checkbox, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';

/** An instrument's item as the registry describes it (packages/domain instruments). */
export interface QuestionnaireItem {
  id: string;
  text: string;
  type: 'choice' | 'multi' | 'number' | 'check';
  options?: { value: number | string; label: string }[];
  unit?: string;
  min?: number;
  max?: number;
  required?: boolean;
}

/** The instrument's items on the patient's phone; `onSubmit` answers an error message or null. */
export function QuestionnaireForm({
  items,
  pending,
  onSubmit,
}: {
  items: readonly QuestionnaireItem[];
  pending: boolean;
  onSubmit: (answers: Record<string, unknown>) => Promise<string | null>;
}) {
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (id: string, value: unknown) => setAnswers((a) => ({ ...a, [id]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(await onSubmit(answers));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {items.map((item, index) => {
          const label = `${index + 1}. ${item.text}`;
          if (item.type === 'choice') {
            return (
              <Radio.Group key={item.id} label={label} value={answers[item.id] === undefined ? null : String(answers[item.id])} onChange={(v) => set(item.id, Number(v))}>
                <Stack gap={6} mt={6}>
                  {item.options?.map((o) => <Radio key={String(o.value)} value={String(o.value)} label={o.label} />)}
                </Stack>
              </Radio.Group>
            );
          }
          if (item.type === 'multi') {
            return (
              <Checkbox.Group key={item.id} label={label} value={(answers[item.id] as string[] | undefined) ?? []} onChange={(v) => set(item.id, v)}>
                <Stack gap={6} mt={6}>
                  {item.options?.map((o) => <Checkbox key={String(o.value)} value={String(o.value)} label={o.label} />)}
                </Stack>
              </Checkbox.Group>
            );
          }
          if (item.type === 'number') {
            return <NumberInput key={item.id} label={label} min={item.min} max={item.max} suffix={item.unit ? ` ${item.unit}` : undefined} onChange={(v) => set(item.id, v === '' ? undefined : Number(v))} />;
          }
          return <Checkbox key={item.id} label={label} checked={answers[item.id] === true} onChange={(e) => set(item.id, e.currentTarget.checked)} />;
        })}
        {items.length === 0 && <Text c="dimmed">{P.loadError}</Text>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          {P.submitQuestionnaire}
        </Button>
      </Stack>
    </form>
  );
}
