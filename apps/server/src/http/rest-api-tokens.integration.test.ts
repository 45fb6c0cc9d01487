/** API tokens over real HTTP: what a webhook tool (n8n and the like) does with one. */
import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

/** An admin signs in and creates a token acting as a new user with `role`. */
async function tokenFor(role: Role) {
  const admin = await seedUser(tdb.db, { role: 'admin' });
  const bot = await seedUser(tdb.db, { role, firstName: 'Integração', lastName: role });
  const c = new RestClient(server.baseUrl);
  expect((await c.post('/api/login', { email: admin.email, password: TEST_PASSWORD })).status).toBe(200);
  const created = await c.post('/api/api-tokens', { name: 'n8n WhatsApp', userId: bot.id });
  expect(created.status).toBe(200);
  const tool = new RestClient(server.baseUrl);
  const auth = { authorization: `Bearer ${created.body.token as string}` };
  return { admin: c, bot, token: created.body, auth, tool };
}

const lead = { name: 'Maria Souza', whatsapp: '(11) 98765-4321', origin: 'FB ENDOMETRIOSE', date: '2026-11-20' };

describe('API tokens over REST', () => {
  it('post a lead as the token user, with no cookie and no CSRF rule, logged with the token name', async () => {
    const { auth, tool, bot } = await tokenFor('recepcionista');
    const created = await tool.post('/api/leads', lead, { ...auth, origin: 'https://n8n.example.com' });
    expect(created.status).toBe(200);
    expect(created.headers.getSetCookie()).toEqual([]);
    expect((await tool.get('/api/leads', auth)).body).toHaveLength(1);
    const log = await tdb.db.selectFrom('systemLogs').selectAll().where('entity', '=', 'lead').executeTakeFirstOrThrow();
    expect(log.userId).toBe(bot.id);
    expect(log.description).toContain('(via token de API "n8n WhatsApp")');
    const row = await tdb.db.selectFrom('apiTokens').select('lastUsedAt').executeTakeFirstOrThrow();
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("carry their user's role: a physiotherapist's token is refused on leads", async () => {
    const { auth, tool } = await tokenFor('physiotherapist');
    expect((await tool.get('/api/leads', auth)).status).toBe(403);
    expect((await tool.get('/api/rooms', auth)).status).toBe(200);
  });

  it('answer 401 when unknown or revoked, and when their user is blocked', async () => {
    const { admin, auth, tool, token, bot } = await tokenFor('recepcionista');
    const unknown = await tool.get('/api/leads', { authorization: 'Bearer clin_nao-existe' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: 'UNAUTHORIZED', message: 'Token de API inválido ou revogado.' });
    // A block written by hand in SQL only suspends the token; a block through the app revokes it (below).
    await tdb.db.updateTable('users').set({ isActive: false }).where('id', '=', bot.id).execute();
    expect((await tool.get('/api/leads', auth)).status).toBe(401);
    await tdb.db.updateTable('users').set({ isActive: true }).where('id', '=', bot.id).execute();
    expect((await tool.get('/api/leads', auth)).status).toBe(200);
    expect((await admin.delete(`/api/api-tokens/${token.id as number}`)).status).toBe(200);
    expect((await tool.get('/api/leads', auth)).status).toBe(401);
    expect((await tool.post('/trpc/leads.create', lead, auth)).status).toBe(401);
  });

  it('stay revoked when their user is blocked and then unblocked through the app', async () => {
    const { admin, auth, tool, token, bot } = await tokenFor('recepcionista');
    expect((await tool.get('/api/leads', auth)).status).toBe(200);
    expect((await admin.put(`/api/users/${bot.id}`, { isActive: false })).status).toBe(200);
    expect((await tool.get('/api/leads', auth)).status).toBe(401);
    expect((await admin.put(`/api/users/${bot.id}`, { isActive: true })).status).toBe(200);
    const after = await tool.get('/api/leads', auth);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 'UNAUTHORIZED', message: 'Token de API inválido ou revogado.' });
    expect((await tool.post('/trpc/leads.create', lead, auth)).status).toBe(401);
    const listed = (await admin.get('/api/api-tokens')).body as { id: number; revokedAt: string | null }[];
    expect(listed.find((t) => t.id === token.id)?.revokedAt).not.toBeNull();
  });

  it('are managed by admins only', async () => {
    const manager = await seedUser(tdb.db, { role: 'manager' });
    const c = new RestClient(server.baseUrl);
    await c.post('/api/login', { email: manager.email, password: TEST_PASSWORD });
    expect((await c.get('/api/api-tokens')).status).toBe(403);
    expect((await c.post('/api/api-tokens', { name: 'x', userId: manager.id })).status).toBe(403);
    // A token cannot create tokens unless its user is an admin.
    const { auth, tool } = await tokenFor('manager');
    expect((await tool.get('/api/api-tokens', auth)).status).toBe(403);
  });
});
