import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

async function signedIn(role: 'admin' | 'manager' | 'recepcionista' | 'physiotherapist' | 'financeiro' | 'lider') {
  const { client: c, user } = await signedInClient(server, tdb.db, role);
  return { c, user };
}

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const joana = { email: 'joana@clinica.com', password: 'Pelvica#2026x', firstName: 'Joana', lastName: 'Lima', cpf: '529.982.247-25' };

describe('users over REST', () => {
  it.each(['physiotherapist', 'financeiro', 'lider', 'recepcionista'] as const)('answers 403 to %s', async (role) => {
    const { c } = await signedIn(role);
    expect((await c.get('/api/users')).status).toBe(403);
    expect((await c.post('/api/users', joana)).status).toBe(403);
    expect((await c.put('/api/users/1', { isActive: false })).status).toBe(403);
    expect((await c.delete('/api/users/1/sign-in-lock')).status).toBe(403);
  });

  it('creates, edits, blocks (ending the sessions) and answers 409 on duplicates', async () => {
    const { c, user: admin } = await signedIn('admin');
    const created = await c.post('/api/users', { ...joana, photo: PNG });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ role: 'physiotherapist', cpf: '529.982.247-25' });
    expect(created.text).not.toMatch(/argon2|password/i);
    const photo = await fetch(`${server.baseUrl}${created.body.photo}`, { headers: { cookie: c.cookie } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${server.baseUrl}${created.body.photo}`)).status).toBe(401);

    expect((await c.post('/api/users', { ...joana, cpf: undefined })).status).toBe(409);
    expect((await c.post('/api/users', { ...joana, email: 'x@clinica.com' })).body).toMatchObject({
      code: 'CONFLICT',
      message: 'Este CPF já está cadastrado',
    });
    const badCpf = await c.post('/api/users', { ...joana, email: 'y@clinica.com', cpf: '111.111.111-11' });
    expect(badCpf.status).toBe(400);
    expect(badCpf.body.message).toBe('CPF inválido');

    // Joana signs in; then she is blocked and her session ends at once.
    const joanaClient = new RestClient(server.baseUrl);
    expect((await joanaClient.post('/api/login', { email: joana.email, password: joana.password })).status).toBe(200);
    // Her session is kept in memory after a read (the second is answered from there).
    for (let i = 0; i < 2; i++) expect((await joanaClient.get('/api/user')).status).toBe(200);
    const id = created.body.id;
    expect((await c.put(`/api/users/${id}`, { phone: '(11) 97777-6666', password: '' })).body.phone).toBe('(11) 97777-6666');
    expect((await c.put(`/api/users/${id}`, { isActive: false })).body.isActive).toBe(false);
    expect((await joanaClient.get('/api/user')).status).toBe(401);
    expect((await joanaClient.post('/api/login', { email: joana.email, password: joana.password })).status).toBe(403);

    const logs = await c.get(`/api/system-logs?entity=user&userId=${admin.id}`);
    expect(logs.body.items.slice(0, 3).map((l: { description: string }) => l.description)).toEqual([
      'Usuário Joana Lima bloqueado',
      'Usuário Joana Lima atualizado: telefone',
      'Usuário Joana Lima (joana@clinica.com) criado com o cargo Fisioterapeuta',
    ]);
  });
});

describe('system logs over REST', () => {
  it('takes the author, IP and user agent from the request, and has no edit or delete', async () => {
    const { c, user } = await signedIn('recepcionista');
    const res = await c.request(
      'POST',
      '/api/system-logs',
      { userId: 999, createdAt: '2000-01-01', action: 'update', entity: 'lead', entityId: 4, description: 'Exportou leads', ipAddress: '6.6.6.6', userAgent: 'x' },
      { 'user-agent': 'Navegador da recepção' },
    );
    expect(res.status).toBe(200);
    // Reception may write its own lines but not read the log: a manager reads it.
    expect((await c.get('/api/system-logs?entity=lead')).status).toBe(403);
    const { c: manager } = await signedIn('manager');
    const list = await manager.get('/api/system-logs?entity=lead');
    expect(list.body.items[0]).toMatchObject({
      userId: user.id,
      ipAddress: '127.0.0.1',
      userAgent: 'Navegador da recepção',
      description: 'Exportou leads',
    });
    expect((await c.put('/api/system-logs/1', { description: 'x' })).status).toBe(404);
    expect((await c.delete('/api/system-logs/1')).status).toBe(404);
    expect((await c.post('/api/system-logs', { action: 'hack', entity: 'lead', description: 'x' })).status).toBe(400);
    // Sign-in and sign-out rows come only from the server itself.
    expect((await c.post('/api/system-logs', { action: 'login', entity: 'user', description: 'x' })).status).toBe(400);
  });
});

describe('services over REST', () => {
  it('creates, searches on the server, edits and deletes', async () => {
    const { c } = await signedIn('manager');
    const created = await c.post('/api/services', { name: 'Avaliação', description: '', price: '180.00', quantity: 0, isActive: true });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ price: '180.00', description: null });
    await c.post('/api/services', { name: 'Biofeedback', price: '150.5', quantity: 10, isActive: true });
    expect((await c.get('/api/services?search=bio')).body.map((s: { name: string }) => s.name)).toEqual(['Biofeedback']);
    expect((await c.get('/api/services')).body).toHaveLength(2);
    const edited = await c.put(`/api/services/${created.body.id}`, { price: '200', isActive: false });
    expect(edited.body).toMatchObject({ price: '200.00', isActive: false });
    expect((await c.delete(`/api/services/${created.body.id}`)).status).toBe(200);
    expect((await c.delete(`/api/services/${created.body.id}`)).status).toBe(404);
    const bad = await c.post('/api/services', { name: 'X', price: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Valor é obrigatório');
  });
});

describe('sign-in lock over REST', () => {
  it('answers 429 saying until when, shows the lock in GET /users, and DELETE lifts it (logged)', async () => {
    // Signed in first: the ten wrong passwords below also fill this IP's budget for the minute.
    const { c: admin, user: adminUser } = await signedIn('admin');
    const { user } = await signedIn('physiotherapist');
    const anonymous = new RestClient(server.baseUrl);
    let last = await anonymous.post('/api/login', { email: user.email, password: 'senha-errada' });
    for (let i = 1; i < 10; i += 1) last = await anonymous.post('/api/login', { email: user.email, password: 'senha-errada' });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBe('900');
    const { lockedUntil } = await tdb.db.selectFrom('loginLocks').select('lockedUntil').where('email', '=', user.email).executeTakeFirstOrThrow();
    const until = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }).format(lockedUntil!);
    expect(last.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: `Muitas tentativas de login. Tente novamente em 15 minutos (às ${until}).`,
    });

    const listed = (await admin.get('/api/users')).body as { id: number; isActive: boolean; signInLockedUntil: string | null }[];
    expect(listed.find((u) => u.id === user.id)).toMatchObject({ isActive: true, signInLockedUntil: lockedUntil!.toISOString() });
    expect(listed.find((u) => u.id === adminUser.id)?.signInLockedUntil).toBeNull();

    const lifted = await admin.delete(`/api/users/${user.id}/sign-in-lock`);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ id: user.id, signInLockedUntil: null });
    expect(lifted.text).not.toMatch(/argon2|password/i);
    expect(await tdb.db.selectFrom('loginLocks').selectAll().execute()).toEqual([]);
    const log = await tdb.db.selectFrom('systemLogs').selectAll().where('action', '=', 'update').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ userId: adminUser.id, entity: 'user', entityId: user.id });
    expect(log.description).toMatch(/^Bloqueio temporário de login de .+ removido \(iria até \d{2}:\d{2}\)$/);
    expect((await admin.delete('/api/users/999999/sign-in-lock')).status).toBe(404);
  });
});

describe('dashboard over REST', () => {
  it('answers the four figures and changes after a room and a physiotherapist are created', async () => {
    const { c } = await signedIn('admin');
    expect((await c.get('/api/dashboard/stats')).body).toEqual({
      activePatients: 0,
      todayAppointments: 0,
      physiotherapists: 0,
      availableRooms: '0/0',
    });
    await c.post('/api/rooms', { name: 'Sala 1' });
    await c.post('/api/users', joana);
    expect((await c.get('/api/dashboard/stats')).body).toMatchObject({ physiotherapists: 1, availableRooms: '1/1' });
    expect((await new RestClient(server.baseUrl).get('/api/dashboard/stats')).status).toBe(401);
  });
});
