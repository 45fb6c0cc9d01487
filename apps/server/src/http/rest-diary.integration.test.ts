/**
 * The bladder diary and the patient links over REST (issue #26): the paths in the OpenAPI
 * document, the patient's pages with no session, the diary token that is never a credential
 * anywhere else (every other /api path with it: 401), and the rate limit's 429 with Retry-After.
 */
import { resetPatientLinkRates } from '@clinic/api';
import { DIARY_TEXT, toIsoDate } from '@clinic/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, documentedPaths, signedInClient } from '../testing/test-server';

/** Every operation of the OpenAPI document, with whether it asks for a credential. */
async function documentedOperations(baseUrl: string) {
  const doc = (await new RestClient(baseUrl).get<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>('/api/openapi.json')).body;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path: path.replace(/^\/api(?=\/)/, ''), method: method.toUpperCase(), protect: (op.security?.length ?? 0) > 0 })),
  );
}

const { tdb, server } = useTestServer();
afterEach(() => resetPatientLinkRates());

async function seedDiary() {
  const { client } = await signedInClient(server, tdb.db, 'physiotherapist');
  const patient = await tdb.db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const created = await client.post(`/api/patients/${patient.id}/diaries`, { days: 2, startDate: toIsoDate() });
  expect(created.status).toBe(200);
  return { client, patient, diaryId: created.body.diary.id as number, token: (created.body.link.url as string).slice('/p/'.length) };
}

describe('diary and patient links over REST', () => {
  it('documents the paths', async () => {
    const paths = await documentedPaths(server.baseUrl);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/patients/{id}/diaries',
        '/diaries/{id}',
        '/diaries/{id}/events',
        '/patients/{id}/questionnaire-links',
        '/questionnaire-links/{id}',
        '/public/{token}',
        '/public/{token}/diary-events',
        '/public/{token}/answers',
      ]),
    );
  });

  it('serves the patient her page and takes her events with no session; the clinic reads them with the derived values', async () => {
    const { client, diaryId, token } = await seedDiary();
    const phone = new RestClient(server.baseUrl);
    const page = await phone.get(`/api/public/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ state: 'ativo', firstName: 'Ana', purpose: 'diary' });
    expect(page.text).not.toContain('Souza');
    const today = toIsoDate();
    const saved = await phone.post(`/api/public/${token}/diary-events`, { event: { date: today, time: '08:00', voidedMl: 300 } });
    expect(saved.status).toBe(200);
    const bad = await phone.post(`/api/public/${token}/diary-events`, { event: { date: today, time: '08:00' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(DIARY_TEXT.eventEmpty);
    const diary = await client.get(`/api/diaries/${diaryId}`);
    expect(diary.status).toBe(200);
    expect(diary.body.events).toHaveLength(1);
    expect(diary.body.derived.days).toHaveLength(2);
    expect((await phone.get(`/api/diaries/${diaryId}`)).status).toBe(401);
  });

  it('never takes the token as a credential: every other /api path with it gets 401', async () => {
    const { patient, diaryId, token } = await seedDiary();
    const operations = await documentedOperations(server.baseUrl);
    // Sign-up answers anyone while the clinic has no user (its own rule), so it is not a guarded path.
    const guarded = operations.filter((op) => !op.path.startsWith('/public/') && op.protect && op.path !== '/register');
    expect(guarded.length).toBeGreaterThan(50);
    const stranger = new RestClient(server.baseUrl);
    const failures: string[] = [];
    for (const op of guarded) {
      const path = `/api${op.path.replace('{id}', String(op.path.startsWith('/patients') ? patient.id : diaryId))}`;
      for (const headers of [{ authorization: `Bearer ${token}` }, { cookie: `clinica.sid=${token}` }] as Record<string, string>[]) {
        const reply = await stranger.request(op.method, path, op.method === 'GET' || op.method === 'DELETE' ? undefined : {}, headers);
        if (reply.status !== 401) failures.push(`${op.method} ${path} (${Object.keys(headers)[0]}): ${reply.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await stranger.get(`/api/public/${token}/record`)).status).toBe(404);
    expect((await stranger.get(`/api/public/${token}/diaries/${diaryId}`)).status).toBe(404);
  });

  it('answers 429 in Portuguese with Retry-After past the per-token limit', async () => {
    const { token } = await seedDiary();
    const phone = new RestClient(server.baseUrl);
    let last = await phone.get(`/api/public/${token}`);
    for (let i = 0; i < 60 && last.status === 200; i++) last = await phone.get(`/api/public/${token}`);
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(DIARY_TEXT.tooManyRequests);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
