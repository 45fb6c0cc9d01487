import type { RecordTemplate } from '@clinic/domain';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import type { RecordFormValues } from './record-answers';
import { RecordQuestionField } from './record-question-field';

/** Wide questions (long text, PERFECT, a long list of choices) take the whole row; the others two to a row. */
const isWide = (type: string, choices = 0) => type === 'longText' || type === 'perfect' || choices > 3;

/**
 * Any version of any template as a form, straight from its definition in the domain: one fieldset
 * per section, one typed field per question.
 */
export function RecordTemplateFields({ template, form }: { template: RecordTemplate; form: UseFormReturnType<RecordFormValues> }) {
  return (
    <Stack gap="md">
      {template.sections.map((section) => (
        <Fieldset key={section.id} legend={section.title} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {section.questions.map((question) => (
              <div
                key={question.id}
                style={isWide(question.type, 'choices' in question ? question.choices.length : 0) ? { gridColumn: '1 / -1' } : undefined}
              >
                <RecordQuestionField question={question} form={form} />
              </div>
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
