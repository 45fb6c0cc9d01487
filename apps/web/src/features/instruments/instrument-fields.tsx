import type { Instrument, InstrumentItem } from '@clinic/domain';
import { Checkbox, Fieldset, NumberInput, Radio, Stack, Text } from '@mantine/core';

export type DraftAnswers = Record<string, number | boolean | string[] | null>;

interface FieldProps {
  item: InstrumentItem;
  value: DraftAnswers[string] | undefined;
  error?: string;
  onChange: (value: DraftAnswers[string]) => void;
}

/** One item as a keyboard-friendly control: a radio group, checkboxes, a number or a checkbox, each labelled. */
function ItemField({ item, value, error, onChange }: FieldProps) {
  switch (item.type) {
    case 'choice':
      return (
        <Radio.Group
          label={item.text}
          withAsterisk={item.required}
          error={error}
          value={typeof value === 'number' ? String(value) : null}
          onChange={(next) => onChange(Number(next))}
        >
          <Stack gap={6} mt={6}>
            {item.options.map((option) => (
              <Radio key={option.value} value={String(option.value)} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multi':
      return (
        <Checkbox.Group label={item.text} error={error} value={Array.isArray(value) ? value : []} onChange={(next) => onChange(next)}>
          <Stack gap={6} mt={6}>
            {item.options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'number':
      return (
        <NumberInput
          label={item.text}
          withAsterisk={item.required}
          error={error}
          min={item.min}
          max={item.max}
          decimalScale={1}
          decimalSeparator=","
          suffix={` ${item.unit}`}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          maw={260}
        />
      );
    case 'check':
      return <Checkbox label={item.text} error={error} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />;
  }
}

interface InstrumentFieldsProps {
  instrument: Instrument;
  answers: DraftAnswers;
  errors: Record<string, string>;
  onChange: (id: string, value: DraftAnswers[string]) => void;
}

/** The instrument's items, grouped in fieldsets by scale or domain when it has them. */
export function InstrumentFields({ instrument, answers, errors, onChange }: InstrumentFieldsProps) {
  const field = (item: InstrumentItem) => (
    <ItemField key={item.id} item={item} value={answers[item.id]} error={errors[item.id]} onChange={(v) => onChange(item.id, v)} />
  );
  if (instrument.groups.length === 0) return <Stack gap="md">{instrument.items.map(field)}</Stack>;
  return (
    <Stack gap="md">
      {instrument.groups.map((group) => (
        <Fieldset key={group.id} legend={<Text fw={700}>{group.title}</Text>}>
          <Stack gap="md">{instrument.items.filter((item) => item.group === group.id).map(field)}</Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}
