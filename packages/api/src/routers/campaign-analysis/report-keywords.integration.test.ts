import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

describe('report keywords', () => {
  it('adds (upper case, accents kept) and remove keywords, logged; the same word without accents is a 409', async () => {
    const admin = await seedUser(tdb.db, { role: 'admin' });
    const api = callerFor(tdb.db, admin);
    const added = await api.campaignAnalysis.addKeyword({ keyword: '  assoalho   pélvico ' });
    expect(added).toMatchObject({ keyword: 'ASSOALHO PÉLVICO' });
    await expect(api.campaignAnalysis.addKeyword({ keyword: 'Assoalho Pelvico' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Esta palavra-chave já está no dicionário',
    });
    await expectIssue(api.campaignAnalysis.addKeyword({ keyword: 'fb' }), '"FB" já é exigido em toda origem; escolha outra palavra');
    expect((await api.campaignAnalysis.listKeywords()).map((k) => k.keyword)).toEqual(['ASSOALHO PÉLVICO']);
    await api.campaignAnalysis.removeKeyword({ id: added.id });
    await expect(api.campaignAnalysis.removeKeyword({ id: added.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const logs = await tdb.db.selectFrom('systemLogs').select('description').orderBy('id').execute();
    expect(logs.map((l) => l.description)).toEqual([
      'Palavra-chave de relatórios "ASSOALHO PÉLVICO" adicionada',
      'Palavra-chave de relatórios "ASSOALHO PÉLVICO" removida',
    ]);
  });

  it('every role that works the reports keeps the dictionary; the others cannot even read it', async () => {
    const financeiro = callerFor(tdb.db, await seedUser(tdb.db, { role: 'financeiro' }));
    const added = await financeiro.campaignAnalysis.addKeyword({ keyword: 'X1' });
    const manager = callerFor(tdb.db, await seedUser(tdb.db, { role: 'manager' }));
    expect((await manager.campaignAnalysis.listKeywords()).map((k) => k.keyword)).toEqual(['X1']);
    await manager.campaignAnalysis.removeKeyword({ id: added.id });
    const physio = callerFor(tdb.db, await seedUser(tdb.db, { role: 'physiotherapist' }));
    await expect(physio.campaignAnalysis.listKeywords()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(physio.campaignAnalysis.addKeyword({ keyword: 'X2' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
