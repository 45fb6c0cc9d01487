import { type NumberQuestion, type RecordQuestion, perineometryBand } from '@clinic/domain';
import { Badge, Checkbox, Group, MultiSelect, NumberInput, Radio, Select, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ComponentType } from 'react';

import { BrDateInput } from '../../components/br-date-input';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import { PerfectFields } from './perfect-fields';
import type { RecordFormValues } from './record-answers';
import { YesNoField } from './yes-no-field';

/** Choices shown all at once (radios, checkboxes) up to this many; a list to pick from beyond. */
const INLINE_CHOICES = 6;
const COMBOBOX = { withinPortal: true, zIndex: 400 } as const;

interface FieldProps {
  question: RecordQuestion;
  form: UseFormReturnType<RecordFormValues>;
}

/** One question of a template as its typed field, labelled with the question's own words. */
export function RecordQuestionField({ question, form }: FieldProps) {
  const path = `answers.${question.id}`;
  const common = { label: question.label, description: question.help };
  switch (question.type) {
    case 'shortText':
      return <TextInput {...common} maxLength={question.maxLength} autoComplete="off" {...form.getInputProps(path)} />;
    case 'longText':
      return <Textarea {...common} maxLength={question.maxLength} autosize minRows={2} maxRows={10} {...form.getInputProps(path)} />;
    case 'date':
      return <BrDateInput {...common} clearable {...form.getInputProps(path)} />;
    case 'yesNo':
      return <YesNoField label={question.label} form={form} path={path} />;
    case 'number':
      return <NumberField question={question} form={form} />;
    case 'perfect':
      return <PerfectFields question={question} form={form} />;
    case 'singleChoice': {
      const data = question.choices.map((c) => ({ value: c.id, label: c.label }));
      if (data.length > INLINE_CHOICES) return <Select {...common} data={data} clearable comboboxProps={COMBOBOX} {...form.getInputProps(path)} />;
      return (
        <Radio.Group {...common} {...form.getInputProps(path)}>
          <InlineChoices data={data} Choice={Radio} />
        </Radio.Group>
      );
    }
    case 'multipleChoice': {
      const data = question.choices.map((c) => ({ value: c.id, label: c.label }));
      if (data.length > INLINE_CHOICES) {
        return <MultiSelect {...common} data={data} searchable clearable hidePickedOptions nothingFoundMessage={T.noChoiceFound} comboboxProps={COMBOBOX} {...form.getInputProps(path)} />;
      }
      return (
        <Checkbox.Group {...common} {...form.getInputProps(path)}>
          <InlineChoices data={data} Choice={Checkbox} />
        </Checkbox.Group>
      );
    }
  }
}

/** A few choices on one line, a Radio or a Checkbox each. */
function InlineChoices({ data, Choice }: { data: { value: string; label: string }[]; Choice: ComponentType<{ value: string; label: string }> }) {
  return (
    <Group gap="md" mt={6}>
      {data.map((choice) => (
        <Choice key={choice.value} value={choice.value} label={choice.label} />
      ))}
    </Group>
  );
}

/** A number with its unit; perineometry shows its band live as the value is typed. */
function NumberField({ question, form }: { question: NumberQuestion; form: UseFormReturnType<RecordFormValues> }) {
  const path = `answers.${question.id}`;
  const value = form.getValues().answers[question.id];
  const reading = typeof value === 'number' && Number.isFinite(value) ? value : null;
  const input = (
    <NumberInput
      label={`${question.label} (${question.unit})`}
      description={question.help}
      min={question.min}
      max={question.max}
      allowDecimal={!question.integer}
      allowNegative={question.min < 0}
      decimalSeparator=","
      {...form.getInputProps(path)}
    />
  );
  if (question.display !== 'perineometry') return input;
  return (
    <Stack gap={6}>
      {input}
      <Group gap={6} aria-live="polite" data-testid="perineometry-band">
        {reading !== null && (
          <Badge variant="light" color="clinic" tt="none" size="lg">
            {T.perineometryBand}: {perineometryBand(reading)}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
