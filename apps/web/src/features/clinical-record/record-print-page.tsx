import { type RecordEntry, formatDateTime, formatIsoDate, instrumentById } from '@clinic/domain';
import { Button, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { LoadErrorAlert } from '../../components/load-error-alert';
import { PrintToolbar, printScreen } from '../../components/print-toolbar';
import { trpc } from '../../lib/trpc';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import { RecordContentView } from './record-content-view';
import { RecordInstrumentView } from './record-instrument-view';
import { entryTitle } from './record-entry-title';
import { recordTabLink } from './record-links';
import classes from './record-print.module.css';
import { recordTimeline } from './record-timeline';

/**
 * The record on paper (A4): the clinic, the patient's identification, every entry (or one, with
 * `?entryId=`) with its author, CREFITO, signing time and hash, addenda under their original. The
 * server logs the read as a print.
 */
export const RecordPrintPage = printScreen('clinicalRecord:read', { title: T.printTitle, deniedText: T.printDenied }, RecordPrint);

function RecordPrint() {
  const patientId = Number(useParams().id);
  const [params] = useSearchParams();
  const entryId = params.get('entryId') ? Number(params.get('entryId')) : undefined;
  const print = trpc.clinicalRecord.print.useQuery({ id: patientId, entryId }, { refetchOnMount: 'always', staleTime: 0 });
  const data = print.data;
  const timeline = recordTimeline(data?.entries ?? []);

  return (
    <div className={classes.page}>
      <PrintToolbar label={T.printControls} printLabel={T.print} ready={!!data}>
        <Button variant="subtle" component={Link} to={recordTabLink(patientId)} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {T.backToPatient}
        </Button>
      </PrintToolbar>
      {print.isError && <LoadErrorAlert title={T.loadError} query={print} retryLabel={T.retry} />}
      {print.isPending && <Text c="dimmed">{T.loading}…</Text>}
      {data && (
        <>
          <header className={classes.header}>
            <Text fw={700} fz="lg">
              {data.clinicName}
            </Text>
            <Title order={1} fz="h2">
              {T.printHeading}
            </Title>
            <Text fz="sm">
              {T.printPatient}: <strong>{data.patient.name}</strong> · {T.printBirthDate}: {formatIsoDate(data.patient.birthDate)}
              {data.patient.cpf ? ` · ${T.printCpf}: ${data.patient.cpf}` : ''}
            </Text>
            <Text fz="xs" c="dimmed">
              {T.printIssued(formatDateTime(data.printedAt))}
            </Text>
          </header>
          {timeline.length === 0 && <Text>{T.printEmpty}</Text>}
          {timeline.map(({ entry, addenda }) => (
            <article key={entry.id} className={classes.entry} aria-labelledby={`print-entry-${entry.id}`}>
              <Title order={2} fz="h4" id={`print-entry-${entry.id}`}>
                {entryTitle(entry)}
              </Title>
              {entry.content && instrumentById(entry.kind) && <RecordInstrumentView kind={entry.kind} content={entry.content} />}
              {entry.content && !instrumentById(entry.kind) && (
                <RecordContentView templateId={entry.templateId} templateVersion={entry.templateVersion} content={entry.content} headingOrder={3} />
              )}
              <Signature entry={entry} />
              {addenda.map((addendum) => (
                <section key={addendum.id} className={classes.addendum} aria-labelledby={`print-entry-${addendum.id}`}>
                  <Title order={3} fz="sm" id={`print-entry-${addendum.id}`}>
                    {T.kindAddendum} · {formatDateTime(addendum.createdAt)}
                  </Title>
                  <Text fz="sm">
                    {T.reason}: {addendum.reason}
                  </Text>
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {String(addendum.content?.answers.text ?? '')}
                  </Text>
                  <Signature entry={addendum} />
                </section>
              ))}
            </article>
          ))}
        </>
      )}
    </div>
  );
}

function Signature({ entry }: { entry: RecordEntry }) {
  if (entry.status !== 'assinado') {
    return (
      <Text className={classes.signature} fw={700}>
        {T.printDraftNote} · {T.author}: {entry.authorName}
      </Text>
    );
  }
  return (
    <Text className={classes.signature}>
      {T.author}: {entry.authorName} · {T.crefito}: {entry.signedCrefito} · {T.signedAt}: {entry.signedAt ? formatDateTime(entry.signedAt) : ''}
      <br />
      {T.hash}: <span className={classes.hash}>{entry.contentHash}</span>
    </Text>
  );
}
