import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS, addDays, fullName, toIsoDate } from '@clinic/domain';
import { ActionIcon, Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';

import { LoadErrorAlert } from '../../components/load-error-alert';
import printPage from '../../components/print-page.module.css';
import { usePageTitle } from '../../lib/use-page-title';
import { trpc } from '../../lib/trpc';
import { longDay } from './agenda-format';
import { printSections } from './agenda-print';
import classes from './agenda-print.module.css';
import { agendaLink, agendaPrintLink } from '../../lib/agenda-links';
import { usePhysiotherapists } from '../../lib/use-physiotherapists';
import { readAgendaView } from './agenda-view';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

const ALL = 'all';

/**
 * The day's agenda for paper (spec §2 has no print; the clinic pins it on the wall): one table per
 * physiotherapist with only the slots they hold, without the navigation, the controls or empty cells.
 */
export function AgendaPrintPage() {
  const [params, setParams] = useSearchParams();
  const view = readAgendaView(params, toIsoDate());
  const { date, physiotherapistId } = view;
  usePageTitle(T.printTitle);

  const list = trpc.appointments.list.useQuery({ date }, { refetchOnMount: 'always' });
  const sections = printSections(list.data ?? [], physiotherapistId);
  const { all: physiotherapists } = usePhysiotherapists();
  const chosen = physiotherapists.find((p) => p.id === physiotherapistId);
  const go = (next: { date?: string; physiotherapistId?: number | null }) => {
    const link = agendaPrintLink(next.date ?? date, next.physiotherapistId === undefined ? physiotherapistId : next.physiotherapistId);
    setParams(new URLSearchParams(link.split('?')[1]), { replace: true });
  };

  return (
    <div className={classes.page}>
      <Paper withBorder p="sm" className={printPage.controls} role="toolbar" aria-label={T.printControls}>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Button variant="subtle" component={Link} to={agendaLink(date)} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {T.backToAgenda}
          </Button>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="default" size={36} aria-label={T.previousDay} onClick={() => go({ date: addDays(date, -1) })}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size={36} aria-label={T.nextDay} onClick={() => go({ date: addDays(date, 1) })}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Select
            label={T.physiotherapistFilter}
            w={240}
            allowDeselect={false}
            data={[
              { value: ALL, label: T.allPhysiotherapists },
              ...physiotherapists.map((p) => ({ value: String(p.id), label: fullName(p) })),
            ]}
            value={physiotherapistId === null ? ALL : String(physiotherapistId)}
            onChange={(value) => go({ physiotherapistId: value === null || value === ALL ? null : Number(value) })}
          />
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} disabled={!list.data}>
            {T.print}
          </Button>
        </Group>
      </Paper>

      <header className={classes.heading}>
        <Title order={1} fz="h2">
          {T.printHeading(longDay(date))}
        </Title>
        <Text c="gray.7">{chosen ? fullName(chosen) : T.allPhysiotherapists}</Text>
      </header>

      {list.isError && <LoadErrorAlert title={T.loadError} query={list} retryLabel={T.retry} />}
      {list.isPending && !list.isError && <Text c="gray.7">{T.loading}…</Text>}
      {list.data && sections.length === 0 && <Text>{T.printEmpty}</Text>}
      {sections.map((section) => (
        <section key={section.physiotherapistId} className={classes.section} aria-labelledby={`print-physio-${section.physiotherapistId}`}>
          <Title order={2} fz="h4" id={`print-physio-${section.physiotherapistId}`} mb={6}>
            {section.name} · {T.printCount(section.appointments.length)}
          </Title>
          <div className={classes.tableWrap}>
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">{T.hourHeader}</th>
                  <th scope="col">{T.patientField}</th>
                  <th scope="col">{T.roomField}</th>
                  <th scope="col">{T.typeField}</th>
                  <th scope="col">{T.statusField}</th>
                  <th scope="col">{T.notes}</th>
                </tr>
              </thead>
              <tbody>
                {section.appointments.map((a) => (
                  <tr key={a.id}>
                    <th scope="row">{a.time}</th>
                    <td>{a.patientId === null ? T.blocked : fullName(a.patient)}</td>
                    <td>{a.room.name}</td>
                    <td>{a.patientId === null ? '' : APPOINTMENT_TYPE_LABELS[a.type]}</td>
                    <td>{APPOINTMENT_STATUS_LABELS[a.status]}</td>
                    <td className={classes.notes}>{a.notes ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
