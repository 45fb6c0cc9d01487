import { DIARY_INTAKE_LABELS, DIARY_TRIGGER_LABELS, type DiaryDetail, type DiaryEvent, formatIsoDate } from '@clinic/domain';
import { Table, Text } from '@mantine/core';

import { HeadedTable } from '../../components/column-heads';
import { DIARY_SCREEN_TEXT as T } from './diary.text';

type Derived = DiaryDetail['derived'];
type MeasureKey = keyof typeof T.measures;
const MEASURES = Object.keys(T.measures) as MeasureKey[];

const show = (value: number | boolean | null | undefined, key: MeasureKey): string => {
  if (value === null || value === undefined) return T.dash;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  const text = value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return key === 'nocturnalPercent' ? `${text} %` : text;
};

/** The derived values: a row per measure, a column per day and the mean (maximum: of the whole diary). */
export function DiaryDerivedTable({ derived }: { derived: Derived }) {
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label={T.derivedTitle}>
      <Table striped withTableBorder aria-label={T.derivedTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.columns.measure}</Table.Th>
            {derived.days.map((d) => (
              <Table.Th scope="col" key={d.day}>
                {T.columns.day(d.day)} ({formatIsoDate(d.date).slice(0, 5)})
              </Table.Th>
            ))}
            <Table.Th scope="col">{T.columns.mean}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MEASURES.map((key) => (
            <Table.Tr key={key} data-measure={key}>
              <Table.Th scope="row">{T.measures[key]}</Table.Th>
              {derived.days.map((d) => (
                <Table.Td key={d.day}>{d.recorded ? show(d[key], key) : T.dash}</Table.Td>
              ))}
              <Table.Td>{show(derived.mean[key], key)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const intake = (e: DiaryEvent) => (e.intakeMl ? `${e.intakeType ? DIARY_INTAKE_LABELS[e.intakeType] : ''} ${e.intakeMl} mL`.trim() : T.dash);

/** The events as a table, in time order. */
export function DiaryEventsTable({ events, withSource = true }: { events: readonly DiaryEvent[]; withSource?: boolean }) {
  if (events.length === 0) return <Text c="dimmed">{T.empty}</Text>;
  return (
    <HeadedTable minWidth={withSource ? 640 : 560} scroll={{ type: 'native', tabIndex: 0, role: 'region', 'aria-label': T.eventsTitle }} striped withTableBorder aria-label={T.eventsTitle}
      head={[
            T.columns.date,
            T.columns.time,
            T.columns.intake,
            T.columns.voided,
            T.columns.urgency,
            T.columns.leak,
            T.columns.pad,
            T.columns.trigger,
            withSource && T.columns.source,
          ]}>
      {events.map((e) => (
        <Table.Tr key={e.id}>
          <Table.Td>{formatIsoDate(e.date).slice(0, 5)}</Table.Td>
          <Table.Td>{e.time}</Table.Td>
          <Table.Td>{intake(e)}</Table.Td>
          <Table.Td>{e.voidedMl ?? T.dash}</Table.Td>
          <Table.Td>{e.urgency}</Table.Td>
          <Table.Td>{e.leak}</Table.Td>
          <Table.Td>{e.padChanged ? T.yes : T.no}</Table.Td>
          <Table.Td>{e.trigger ? DIARY_TRIGGER_LABELS[e.trigger] : T.dash}</Table.Td>
          {withSource && <Table.Td>{T.source[e.source]}</Table.Td>}
        </Table.Tr>
      ))}
    </HeadedTable>
  );
}
