import { type RecordContent, findTemplate } from '@clinic/domain';
import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { answeredSections } from './record-answers';

interface RecordContentViewProps {
  templateId: string;
  templateVersion: number;
  content: RecordContent;
  /** The heading level of the section titles (3 in the timeline, where entries are h3… 4). */
  headingOrder?: 3 | 4 | 5;
}

/** An entry's answers under its template's sections, only what was answered, as the version it was written with. */
export function RecordContentView({ templateId, templateVersion, content, headingOrder = 4 }: RecordContentViewProps) {
  const template = findTemplate(templateId, templateVersion);
  if (!template) return <Text fz="sm">{JSON.stringify(content.answers)}</Text>;
  const sections = answeredSections(template, content);
  return (
    <Stack gap="sm">
      {sections.map((section) => (
        <Box key={section.id}>
          {template.sections.length > 1 && (
            <Title order={headingOrder} fz="sm" fw={700} mb={4}>
              {section.title}
            </Title>
          )}
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
            {section.rows.map((row) => (
              // dt and dd straight in the div the list holds (a dl groups its pairs in one div level only).
              <Box key={row.id} miw={0} style={row.long ? { gridColumn: '1 / -1' } : undefined}>
                <Text component="dt" fz="xs" c="dimmed" fw={600}>
                  {row.label}
                </Text>
                <Text component="dd" fz="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {row.value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
