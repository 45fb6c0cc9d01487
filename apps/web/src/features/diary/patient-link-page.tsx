import { type DiaryEventInput, PATIENT_PAGE_TEXT as P, type PublicLinkView, formatIsoDate } from '@clinic/domain';
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { usePageTitle } from '../../lib/use-page-title';
import { DiaryEventsTable } from './diary-tables';
import { DiaryEventForm } from './diary-event-form';
import { type QuestionnaireItem, QuestionnaireForm } from './questionnaire-form';

type Loaded = { kind: 'missing'; message: string } | { kind: 'view'; view: PublicLinkView };
type Load = { kind: 'loading' } | { kind: 'error' } | Loaded;

/** Calls only /api/public/{token}/…, with plain fetch: no session, no tRPC client. */
async function call(token: string, path: string, body?: unknown): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  const response = await fetch(`/api/public/${encodeURIComponent(token)}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'omit',
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, status: response.status, data };
}

const messageOf = (data: Record<string, unknown>) => (typeof data.message === 'string' ? data.message : P.loadError);

/** The page's content; an unknown token (or too many requests) is an answer to show, anything else an error to retry. */
async function fetchView(token: string): Promise<Loaded> {
  const { ok, status, data } = await call(token, '');
  if (ok) return { kind: 'view', view: data as unknown as PublicLinkView };
  if (status === 404 || status === 400) return { kind: 'missing', message: P.notFound };
  if (status === 429) return { kind: 'missing', message: messageOf(data) };
  throw new Error(messageOf(data));
}

/**
 * The patient's page (/p/{token}, issue #26): no sign-in, no shell, made for a phone. Shows her
 * first name, the diary's event form and what she entered (or the questionnaire); a closed link
 * shows only its message.
 */
export function PatientLinkPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['patient-link', token];
  const query = useQuery({ queryKey: key, queryFn: () => fetchView(token), retry: false, refetchOnWindowFocus: false });
  const load: Load = query.isPending ? { kind: 'loading' } : query.isError ? { kind: 'error' } : query.data;
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  usePageTitle(P.pageTitle);

  const send = async (path: string, body: unknown, done: string): Promise<string | null> => {
    setPending(true);
    setNotice(null);
    try {
      const { ok, data } = await call(token, path, body);
      if (!ok) return messageOf(data);
      queryClient.setQueryData(key, (): Loaded => ({ kind: 'view', view: data as unknown as PublicLinkView }));
      setNotice(done);
      return null;
    } catch {
      return P.loadError;
    } finally {
      setPending(false);
    }
  };

  return (
    <Container size={480} px="sm" py="md" component="main">
      {load.kind === 'loading' && (
        <Stack align="center" py="xl">
          <Loader aria-label={P.loading} />
        </Stack>
      )}
      {load.kind === 'error' && (
        <Alert color="red" role="alert" title={P.closedTitle}>
          <Stack gap="sm" align="flex-start">
            <Text>{P.loadError}</Text>
            <Button variant="default" onClick={() => void query.refetch()}>
              {P.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {load.kind === 'missing' && <Closed message={load.message} />}
      {load.kind === 'view' && load.view.state !== 'ativo' && <Closed message={load.view.message ?? P.notFound} />}
      {load.kind === 'view' && load.view.state === 'ativo' && (
        <Stack gap="md">
          <Title order={1} size="h2">
            {P.greeting(load.view.firstName ?? '')}
          </Title>
          {notice && (
            <Alert color="teal" role="status">
              {notice}
            </Alert>
          )}
          {load.view.diary && (
            <>
              <Text>{P.diaryIntro(load.view.diary.days, formatIsoDate(load.view.diary.dates[0]!), formatIsoDate(load.view.diary.dates.at(-2)!))}</Text>
              <Paper withBorder p="sm">
                <DiaryEventForm
                  dates={load.view.diary.dates}
                  pending={pending}
                  onSubmit={(event: DiaryEventInput) => send('/diary-events', { event }, P.saved)}
                />
              </Paper>
              <Title order={2} size="h4">
                {P.entered}
              </Title>
              {load.view.diary.events.length === 0 ? <Text c="dimmed">{P.emptyList}</Text> : <DiaryEventsTable events={load.view.diary.events} withSource={false} />}
            </>
          )}
          {load.view.questionnaire && (
            <Paper withBorder p="sm">
              <Title order={2} size="h4" mb="sm">
                {load.view.questionnaire.title}
              </Title>
              <QuestionnaireForm
                items={load.view.questionnaire.items as QuestionnaireItem[]}
                pending={pending}
                onSubmit={(answers) => send('/answers', { answers }, P.questionnaireSent)}
              />
            </Paper>
          )}
        </Stack>
      )}
    </Container>
  );
}

function Closed({ message }: { message: string }) {
  return (
    <Stack gap="sm" py="xl">
      <Title order={1} size="h3">
        {P.closedTitle}
      </Title>
      <Text>{message}</Text>
    </Stack>
  );
}
