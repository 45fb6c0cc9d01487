import { REPORT_DETAIL_TEXT as T, type ParsedReport } from '@clinic/domain';
import { Button, Code, Collapse, Table, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';

import { ACTION_LABELS } from '../report-requests.text';
import { ReportCard } from './report-card';
import { formatCount } from './report-format';

export function ActionsCard({ report }: { report: ParsedReport }) {
  const actions = [...report.actions].sort((a, b) => b.value - a.value);
  return (
    <ReportCard title={T.actions}>
      {actions.length === 0 ? (
        <Text c="dimmed">{T.noActions}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320} type="native">
          <Table verticalSpacing="xs" striped aria-label={T.actions}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.actionType}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{T.actionValue}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {actions.map((a) => (
                <Table.Tr key={a.actionType}>
                  <Table.Td>
                    <Text inherit>{ACTION_LABELS[a.actionType] ?? a.actionType}</Text>
                    {ACTION_LABELS[a.actionType] && (
                      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {a.actionType}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatCount(a.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ReportCard>
  );
}

/** The source's answer as stored, pretty-printed, behind a toggle. */
export function RawJsonCard({ raw }: { raw: string | null }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const pretty = useMemo(() => {
    if (raw === null) return null;
    try {
      return JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      return raw;
    }
  }, [raw]);
  return (
    <ReportCard
      title={T.rawJson}
      aside={
        pretty !== null && (
          <Button
            variant="default"
            size="xs"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={bodyId}
            rightSection={<IconChevronDown size={16} style={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }} />}
          >
            {open ? T.hideRaw : T.showRaw}
          </Button>
        )
      }
    >
      {pretty === null ? (
        <Text c="dimmed">{T.noRaw}</Text>
      ) : (
        <Collapse expanded={open} id={bodyId}>
          <Code block data-testid="raw-json" style={{ maxHeight: 480, overflow: 'auto', whiteSpace: 'pre', fontSize: 12 }} tabIndex={0} aria-label={T.rawJson}>
            {pretty}
          </Code>
        </Collapse>
      )}
    </ReportCard>
  );
}
