import { type RecordContent, findTemplate } from '@clinic/domain';
import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { DetailItem } from '../../components/detail-list';
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
              <Box key={row.id} style={row.long ? { gridColumn: '1 / -1' } : undefined}>
                <DetailItem label={row.label}>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{row.value}</span>
                </DetailItem>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
