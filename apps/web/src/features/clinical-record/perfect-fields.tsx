import { PERFECT_ECT_LABEL, PERFECT_PARTS, type PerfectQuestion } from '@clinic/domain';
import { Fieldset, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import type { RecordFormValues } from './record-answers';
import { YesNoField } from './yes-no-field';

/** Modified Oxford grades 0–5 with what each means, for the 'P' select. */
const OXFORD_OPTIONS = T.oxfordMeanings.map((meaning, grade) => ({
  value: String(grade),
  label: `${T.oxfordGrade(grade)} — ${meaning}`,
}));

type CountPart = 'endurance' | 'repetitions' | 'fast';
const COUNT_PARTS: CountPart[] = ['endurance', 'repetitions', 'fast'];

/** PERFECT (Laycock & Jerwood 2001) as one group: P as a 0–5 grade, E in seconds, R and F as counts, ECT yes/no. */
export function PerfectFields({ question, form }: { question: PerfectQuestion; form: UseFormReturnType<RecordFormValues> }) {
  const base = `answers.${question.id}`;
  return (
    <Fieldset legend={question.label} variant="filled" radius="md">
      <Text fz="xs" c="dimmed" mb="sm">
        {T.perfectHint}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={PERFECT_PARTS.power.label}
          placeholder={T.pick}
          data={OXFORD_OPTIONS}
          clearable
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          {...form.getInputProps(`${base}.power`)}
        />
        {COUNT_PARTS.map((part) => {
          const rule = PERFECT_PARTS[part];
          return (
            <NumberInput
              key={part}
              label={`${rule.label} (${rule.unit})`}
              min={rule.min}
              max={rule.max}
              allowDecimal={!rule.integer}
              allowNegative={false}
              decimalSeparator=","
              {...form.getInputProps(`${base}.${part}`)}
            />
          );
        })}
        <YesNoField label={PERFECT_ECT_LABEL} form={form} path={`${base}.ect`} />
      </SimpleGrid>
    </Fieldset>
  );
}
