/**
 * #20: the CSRF guard and sign-in read `Authorization` the same way (authorization.ts). A request
 * carrying the session cookie and a malformed Bearer header is never the cookie's user's: refused
 * cross-site like any cookie request, and 401 on the same site; nothing is written either way.
 */
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { signedInClient } from '../testing/test-server';

const { tdb, server } = useTestServer();

async function adminWithToken() {
  const { client } = await signedInClient(server, tdb.db, 'admin');
  const created = await client.post('/api/api-tokens', { name: 'n8n', userId: (await client.get('/api/user')).body.id });
  expect(created.status).toBe(200);
  return { client, token: created.body.token as string };
}

const roomCount = async () => (await tdb.db.selectFrom('rooms').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('a malformed Authorization header with a session cookie', () => {
  it('is refused cross-site and on the same site, on /api and /trpc, and creates nothing', async () => {
    const { client, token } = await adminWithToken();
    const malformed = ['Bearer a b', `Bearer ${token} extra`, `Bearer\t${token}`, 'Bearer', 'Bearer x,y'];
    for (const authorization of malformed) {
      for (const path of ['/api/rooms', '/trpc/rooms.create']) {
        const cross = await client.post(path, { name: 'Sala forjada' }, { authorization, origin: 'https://evil.example' });
        expect(cross.status, `${authorization} ${path} cross-site`).toBe(403);
        expect(cross.body).toMatchObject({ message: 'Requisição recusada: origem não permitida.' });
        const fetchSite = await client.post(path, { name: 'Sala forjada' }, { authorization, 'sec-fetch-site': 'cross-site' });
        expect(fetchSite.status, `${authorization} ${path} sec-fetch-site`).toBe(403);
        const same = await client.post(path, { name: 'Sala forjada' }, { authorization });
        expect(same.status, `${authorization} ${path} same site`).toBe(401);
        expect(same.body).toMatchObject({ message: 'Token de API inválido ou revogado.' });
      }
      // Reads too: the header is not the cookie's to ignore.
      expect((await client.get('/api/rooms', { authorization })).status).toBe(401);
    }
    expect(await roomCount()).toBe(0);
    // The same cookie alone, on the same site, still works; a well-formed token works cross-site.
    expect((await client.post('/api/rooms', { name: 'Sala 1' })).status).toBe(200);
    const tool = await client.post('/api/rooms', { name: 'Sala 2' }, { authorization: `Bearer ${token}`, origin: 'https://n8n.example' });
    expect(tool.status).toBe(200);
    expect(await roomCount()).toBe(2);
  });

  it('leaves other schemes (a proxy login in front of the clinic) to the cookie rules', async () => {
    const { client } = await adminWithToken();
    const basic = { authorization: 'Basic YWRtaW46YWRtaW4=' };
    expect((await client.post('/api/rooms', { name: 'Sala B' }, { ...basic, origin: 'https://evil.example' })).status).toBe(403);
    expect((await client.post('/api/rooms', { name: 'Sala B' }, basic)).status).toBe(200);
  });
});
