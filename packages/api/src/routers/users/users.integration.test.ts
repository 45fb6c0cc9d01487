import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { TEST_PASSWORD, callerFor, expectIssue, recordingSession, seedUser } from '../../testing';

const tdb = useTestDatabase();

// A 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const newUser = {
  email: 'joana@clinica.com',
  password: 'Pelvica#2026x',
  firstName: 'Joana',
  lastName: 'Lima',
  cpf: '52998224725',
  phone: '(11) 98888-7777',
};

describe('users procedures', () => {
  it('creates a physiotherapist by default, with formatted CPF, and lists users without hashes', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const api = callerFor(tdb.db, admin);
    const user = await api.users.create(newUser);
    expect(user).toMatchObject({ role: 'physiotherapist', cpf: '529.982.247-25', shift: 'integral', color: '#498ef2', isActive: true });
    const list = await api.users.list();
    expect(list.map((u) => u.email)).toContain('joana@clinica.com');
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash/);
    const log = await tdb.db.selectFrom('systemLogs').selectAll().where('entityId', '=', user.id).executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'create', entity: 'user', userId: admin.id });
  });

  it('answers 409 for a taken email or CPF and 400 for a CPF with wrong check digits', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' }));
    await api.users.create(newUser);
    await expect(api.users.create({ ...newUser, cpf: undefined })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este email já está cadastrado',
    });
    await expect(api.users.create({ ...newUser, email: 'outra@clinica.com', cpf: '529.982.247-25' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este CPF já está cadastrado',
    });
    await expectIssue(api.users.create({ ...newUser, email: 'x@clinica.com', cpf: '529.982.247-24' }), 'CPF inválido');
  });

  it('is forbidden to every role except admin and manager', async () => {
    for (const role of ['physiotherapist', 'financeiro', 'lider', 'recepcionista'] as const) {
      const api = callerFor(tdb.db, await seedUser(tdb.db, { role }));
      await expect(api.users.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.users.create(newUser)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(api.users.update({ id: 1, isActive: false })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    // Everyone may read the staff names for pickers.
    const reception = callerFor(tdb.db, await seedUser(tdb.db, { role: 'recepcionista' }));
    expect((await reception.users.options()).length).toBeGreaterThan(0);
  });

  it('keeps the password when none is sent, changes it when one is', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const api = callerFor(tdb.db, admin);
    const user = await api.users.create(newUser);
    await api.users.update({ id: user.id, firstName: 'Joana Maria', password: '' });
    await expect(
      callerFor(tdb.db, null).auth.login({ email: newUser.email, password: newUser.password }),
    ).resolves.toMatchObject({ firstName: 'Joana Maria' });
    await api.users.update({ id: user.id, password: 'Nova#Senha2026' });
    await expect(callerFor(tdb.db, null).auth.login({ email: newUser.email, password: newUser.password })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('blocks a user: their sessions end at once and they cannot sign in; unblock restores', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const api = callerFor(tdb.db, admin);
    const user = await seedUser(tdb.db, { role: 'physiotherapist' });
    await tdb.db
      .insertInto('sessions')
      .values({ sid: 'abc', userId: user.id, data: JSON.stringify({ userId: user.id }), expiresAt: new Date(Date.now() + 3600_000) })
      .execute();
    expect((await api.users.update({ id: user.id, isActive: false })).isActive).toBe(false);
    expect(await tdb.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    await expect(callerFor(tdb.db, null).auth.login({ email: user.email, password: TEST_PASSWORD })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await api.users.update({ id: user.id, isActive: true });
    await expect(callerFor(tdb.db, null).auth.login({ email: user.email, password: TEST_PASSWORD })).resolves.toBeTruthy();
    const descriptions = (await tdb.db.selectFrom('systemLogs').select('description').where('action', '=', 'update').orderBy('id').execute()).map(
      (r) => r.description,
    );
    expect(descriptions).toEqual([
      `Usuário ${user.firstName} ${user.lastName} bloqueado`,
      `Usuário ${user.firstName} ${user.lastName} desbloqueado`,
    ]);
  });

  it('does not let a manager touch admins, nor anyone lock themselves out', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const manager = await seedUser(tdb.db, { role: 'manager' });
    const asManager = callerFor(tdb.db, manager);
    await expect(asManager.users.update({ id: admin.id, isActive: false })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(asManager.users.create({ ...newUser, role: 'admin' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(asManager.users.update({ id: manager.id, isActive: false })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(callerFor(tdb.db, admin).users.update({ id: admin.id, role: 'recepcionista' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('keeps the price of admin power: managers cannot create admins by any path, nor reset their password', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin', email: 'dona@clinica.com' });
    const manager = callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' }));
    await expect(manager.auth.register({ ...newUser, role: 'admin' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(manager.users.resetPassword({ email: admin.email, password: 'Tomada#2026x' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      callerFor(tdb.db, null).auth.login({ email: admin.email, password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ id: admin.id });
  });

  it('always keeps one active admin', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const api = callerFor(tdb.db, admin);
    await expect(api.users.update({ id: admin.id, role: 'manager' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A clínica precisa de pelo menos um administrador ativo.',
    });
    const second = await seedUser(tdb.db, { role: 'admin' });
    await api.users.update({ id: admin.id, role: 'manager' });
    await expect(callerFor(tdb.db, second).users.update({ id: second.id, role: 'manager' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('ends every session of a user whose password changes, keeping the changer signed in', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    await tdb.db
      .insertInto('sessions')
      .values({ sid: 'other-device', userId: admin.id, data: JSON.stringify({ userId: admin.id }), expiresAt: new Date(Date.now() + 3600_000) })
      .execute();
    const session = recordingSession();
    await callerFor(tdb.db, admin, { session }).users.update({ id: admin.id, password: 'Nova#Senha2026' });
    expect(await tdb.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
    expect(session.signedInAs).toBe(admin.id);
  });

  it('stores an uploaded photo apart and serves its URL; rejects anything but a real image', async () => {
    const api = callerFor(tdb.db, await seedUser(tdb.db, { role: 'admin' }));
    const user = await api.users.create({ ...newUser, photo: PNG });
    expect(user.photo).toMatch(new RegExp(`^/api/users/${user.id}/photo\\?v=\\d+$`));
    const stored = await tdb.db.selectFrom('userPhotos').selectAll().executeTakeFirstOrThrow();
    // Re-encoded on the server as a 256×256 WebP avatar, whatever was sent.
    expect(stored.contentType).toBe('image/webp');
    // Declared as JPEG but the bytes are PNG; and plain text pretending to be an image.
    await expect(api.users.update({ id: user.id, photo: PNG.replace('image/png', 'image/jpeg') })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      api.users.update({ id: user.id, photo: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await api.users.update({ id: user.id, photo: null })).photo).toBeNull();
    expect(await tdb.db.selectFrom('userPhotos').selectAll().execute()).toHaveLength(0);
  });
});
