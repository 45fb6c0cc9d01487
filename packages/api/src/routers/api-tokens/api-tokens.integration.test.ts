import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { authenticateApiToken } from '../../services/api-tokens/api-tokens.service';
import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

describe('API tokens', () => {
  it('are created by an admin for an active user, shown once, stored as a hash, and logged', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const bot = await seedUser(tdb.db, { role: 'recepcionista', firstName: 'Integração', lastName: 'n8n' });
    const created = await callerFor(tdb.db, admin).apiTokens.create({ name: '  n8n WhatsApp  ', userId: bot.id });
    expect(created.token).toMatch(/^clin_[\w-]{43}$/);
    expect(created).toMatchObject({ name: 'n8n WhatsApp', prefix: created.token.slice(0, 11), lastUsedAt: null, revokedAt: null });
    expect(created.user).toEqual({ id: bot.id, firstName: 'Integração', lastName: 'n8n', email: bot.email, role: 'recepcionista' });
    const stored = await tdb.db.selectFrom('apiTokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.token);
    const list = await callerFor(tdb.db, admin).apiTokens.list();
    expect(list).toHaveLength(1);
    expect(list[0]).not.toHaveProperty('token');
    const log = await tdb.db.selectFrom('systemLogs').selectAll().executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'create', entity: 'api_token', entityId: created.id, userId: admin.id });
    expect(log.description).toBe('Token de API "n8n WhatsApp" criado para Integração n8n (Recepcionista)');
  });

  it('authenticate as their user until revoked or the user is blocked, recording the last use', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const bot = await seedUser(tdb.db, { role: 'lider' });
    const api = callerFor(tdb.db, admin);
    const { token, id } = await api.apiTokens.create({ name: 'Meta', userId: bot.id });
    const now = new Date('2026-11-23T12:00:00Z');
    expect(await authenticateApiToken(tdb.db, token, now)).toMatchObject({ user: { id: bot.id }, tokenName: 'Meta' });
    expect((await api.apiTokens.list())[0]!.lastUsedAt).toBe(now.toISOString());
    expect(await authenticateApiToken(tdb.db, `${token}x`, now)).toBeUndefined();
    expect(await authenticateApiToken(tdb.db, 'not-a-token', now)).toBeUndefined();

    await tdb.db.updateTable('users').set({ isActive: false }).where('id', '=', bot.id).execute();
    expect(await authenticateApiToken(tdb.db, token, now)).toBeUndefined();
    await tdb.db.updateTable('users').set({ isActive: true }).where('id', '=', bot.id).execute();

    await api.apiTokens.revoke({ id });
    expect(await authenticateApiToken(tdb.db, token, now)).toBeUndefined();
    expect((await api.apiTokens.list())[0]!.revokedAt).not.toBeNull();
    await expect(api.apiTokens.revoke({ id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Token de API não encontrado' });
  });

  it('are revoked when their user is blocked (logged in the same change), so unblocking revives none', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const bot = await seedUser(tdb.db, { role: 'recepcionista', firstName: 'Integração', lastName: 'n8n' });
    const other = await seedUser(tdb.db, { role: 'lider' });
    const api = callerFor(tdb.db, admin);
    const whatsapp = await api.apiTokens.create({ name: 'WhatsApp', userId: bot.id });
    const meta = await api.apiTokens.create({ name: 'Meta', userId: bot.id });
    const untouched = await api.apiTokens.create({ name: 'Outro', userId: other.id });
    const now = new Date('2026-11-23T12:00:00Z');

    await api.users.update({ id: bot.id, isActive: false });
    await api.users.update({ id: bot.id, isActive: true });
    expect(await authenticateApiToken(tdb.db, whatsapp.token, now)).toBeUndefined();
    expect(await authenticateApiToken(tdb.db, meta.token, now)).toBeUndefined();
    expect(await authenticateApiToken(tdb.db, untouched.token, now)).toMatchObject({ user: { id: other.id } });
    const listed = await api.apiTokens.list();
    expect(listed.filter((t) => t.revokedAt !== null).map((t) => t.id).sort()).toEqual([whatsapp.id, meta.id].sort());

    const logs = await tdb.db
      .selectFrom('systemLogs')
      .select(['action', 'entity', 'entityId', 'userId', 'description'])
      .where('action', 'in', ['update', 'delete'])
      .orderBy('id')
      .execute();
    expect(logs).toEqual([
      { action: 'update', entity: 'user', entityId: bot.id, userId: admin.id, description: 'Usuário Integração n8n bloqueado' },
      ...[whatsapp, meta]
        .map((t) => ({
          action: 'delete',
          entity: 'api_token',
          entityId: t.id,
          userId: admin.id,
          description: `Token de API "${t.name}" revogado: usuário Integração n8n bloqueado`,
        }))
        .sort((x, y) => x.entityId - y.entityId),
      { action: 'update', entity: 'user', entityId: bot.id, userId: admin.id, description: 'Usuário Integração n8n desbloqueado' },
    ]);
  });

  it('log what a token does in its user name, naming the token', async () => {
    const bot = await seedUser(tdb.db, { role: 'manager' });
    await callerFor(tdb.db, bot, { apiTokenName: 'n8n' }).rooms.create({ name: 'Sala 9' });
    const log = await tdb.db.selectFrom('systemLogs').selectAll().executeTakeFirstOrThrow();
    expect(log).toMatchObject({ userId: bot.id, entity: 'room' });
    expect(log.description).toBe('Sala "Sala 9" criada (ativa) (via token de API "n8n")');
  });

  it('are for admins only, need a name and an active user', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const blocked = await seedUser(tdb.db, { isActive: false });
    for (const role of ['manager', 'recepcionista', 'physiotherapist', 'financeiro', 'lider'] as const) {
      const other = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      await expect(other.apiTokens.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(other.apiTokens.create({ name: 'x', userId: admin.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(other.apiTokens.revoke({ id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    const api = callerFor(tdb.db, admin);
    await expectIssue(api.apiTokens.create({ name: '   ', userId: admin.id }), 'Nome é obrigatório');
    await expect(api.apiTokens.create({ name: 'x', userId: blocked.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Escolha um usuário ativo para o token.',
    });
    await expect(api.apiTokens.create({ name: 'x', userId: 99_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
