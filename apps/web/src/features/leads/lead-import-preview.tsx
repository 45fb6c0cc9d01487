import { LEAD_IMPORT_FIELDS, LEAD_IMPORT_FIELD_LABELS, describeImportRow, formatIsoDate, isIsoDate } from '@clinic/domain';
import { Badge, Box, List, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';

import { toneOf } from '../../lib/badge-tone';
import type { ImportRow, RowVerdict } from './lead-import';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

const PREVIEW_ROWS = 8;
/** Problem lines listed before 'e mais N linhas'. */
const LISTED_PROBLEMS = 200;

function VerdictBadge({ verdict }: { verdict: RowVerdict | undefined }) {
  const [label, color] = verdict?.errors.length
    ? [T.importInvalid, 'red']
    : verdict?.duplicate
      ? [T.importDuplicate, 'orange']
      : [T.importOk, 'green'];
  return (
    <Badge variant="light" {...toneOf(color)} fw={600} tt="none" style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}

const shownDate = (value: string) => (isIsoDate(value) ? formatIsoDate(value) : value);

/** The first rows as they will be imported (normalised), each with its line and verdict. */
export function LeadImportPreviewTable({ rows, verdicts }: { rows: readonly ImportRow[]; verdicts: ReadonlyMap<number, RowVerdict> }) {
  const captionId = useId();
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" fw={600} id={captionId}>
        {T.importPreview}{' '}
        <Text span c="dimmed" fz="sm" fw={400}>
          ({T.importPreviewCaption(shown.length, rows.length)})
        </Text>
      </Title>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={captionId}>
        <Table striped withTableBorder verticalSpacing={6} fz="sm" miw={640} aria-labelledby={captionId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{T.importLine}</Table.Th>
              {/* The verdict right after the line, so a phone shows it without scrolling sideways. */}
              <Table.Th scope="col">{T.importSituation}</Table.Th>
              {LEAD_IMPORT_FIELDS.map((field) => (
                <Table.Th scope="col" key={field}>
                  {LEAD_IMPORT_FIELD_LABELS[field]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, index) => (
              <Table.Tr key={row.line} data-line={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  <VerdictBadge verdict={verdicts.get(index)} />
                </Table.Td>
                <Table.Td style={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{row.values.name || T.none}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.values.whatsapp || T.none}</Table.Td>
                <Table.Td style={{ maxWidth: 200, overflowWrap: 'anywhere' }}>{row.values.origin || T.none}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.values.date ? shownDate(row.values.date) : T.none}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

/** Every invalid row with its line and reasons, then every duplicate, in file order. */
export function LeadImportProblems({ rows, verdicts }: { rows: readonly ImportRow[]; verdicts: ReadonlyMap<number, RowVerdict> }) {
  const titleId = useId();
  const problems = [...verdicts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, verdict]) => {
      const row = rows[index]!;
      const text = verdict.errors.length
        ? describeImportRow(row.line, verdict.errors)
        : verdict.duplicate === 'existing'
          ? T.importDuplicateExisting(row.line, row.values.whatsapp)
          : T.importDuplicateFile(row.line, row.values.whatsapp);
      return { line: row.line, text, invalid: verdict.errors.length > 0 };
    });
  if (problems.length === 0) return null;
  const listed = problems.slice(0, LISTED_PROBLEMS);
  return (
    <Stack gap={6} component="section" aria-labelledby={titleId}>
      <Title order={3} fz="sm" fw={600} id={titleId}>
        {T.importProblems}
      </Title>
      {problems.some((p) => p.invalid) && (
        <Text fz="xs" c="dimmed">
          {T.importProblemsHint}
        </Text>
      )}
      <ScrollArea.Autosize mah={180} type="auto" offsetScrollbars>
        <List size="sm" spacing={4} data-testid="lead-import-problems" tabIndex={0} aria-labelledby={titleId}>
          {listed.map((problem) => (
            <List.Item key={problem.line} c={toneOf(problem.invalid ? 'red' : 'orange').c}>
              {problem.text}
            </List.Item>
          ))}
          {problems.length > listed.length && <List.Item c="dimmed">{T.importMoreProblems(problems.length - listed.length)}</List.Item>}
        </List>
      </ScrollArea.Autosize>
    </Stack>
  );
}
