import { seedUser } from '@clinic/api/testing';
import type { Role } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient } from '../testing/test-server';

const { tdb, server, signedIn: signInAs } = useTestServer();
const signedIn = async (role: Role = 'recepcionista') => (await signInAs(role)).client;

async function clinic() {
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado' });
  const [room] = await tdb.db.insertInto('rooms').values([{ name: 'Sala 1' }]).returningAll().execute();
  const patient = await tdb.db
    .insertInto('patients')
    .values({ firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const service = await tdb.db
    .insertInto('services')
    .values({ name: 'Pacote 10 sessões', price: '1500.00', quantity: 10 })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { physio, room: room!, patient, service };
}

describe('packages and payments over REST (#24)', () => {
  it('documents the paths, literal ones before {id}', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    const paths = Object.keys(doc.paths).map((p) => p.replace(/^\/api/, ''));
    for (const p of [
      '/patients/{id}/packages',
      '/packages/{id}',
      '/packages/{id}/cancel',
      '/packages/renewals',
      '/payments',
      '/payments/{id}/reversal',
      '/payments/{id}/receipt',
      '/reports/daily',
      '/settings/clinic',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('sells, pays with a decimal string, reverses, prints the receipt and reports the day', async () => {
    const c = await signedIn();
    const { physio, room, patient, service } = await clinic();
    const sold = await c.post(`/api/patients/${patient.id}/packages`, { serviceId: service.id, startDate: '2030-03-01' });
    expect(sold.status).toBe(200);
    const pkg = sold.body as { id: number; status: string; price: string };
    expect(pkg).toMatchObject({ status: 'ativo', price: '1500.00' });
    const appt = await c.post('/api/appointments', { patientId: patient.id, physiotherapistId: physio.id, roomId: room.id, date: '2030-03-04', time: '10:00' });
    expect(appt.body).toMatchObject({ packageId: pkg.id, sessionNumber: 1, sessionsTotal: 10 });
    // The spec's REST completion consumes a session.
    const completed = await c.put(`/api/appointments/${(appt.body as { id: number }).id}`, { status: 'completed' });
    expect(completed.status).toBe(200);
    expect((await c.get(`/api/packages/${pkg.id}`)).body).toMatchObject({ sessionsUsed: 1, ledger: [{ outcome: 'atendido' }] });
    expect((await c.get('/api/packages/renewals')).status).toBe(200);
    expect((await c.get(`/api/patients/${patient.id}/packages`)).body).toHaveLength(1);

    const bad = await c.post('/api/payments', { packageId: pkg.id, amount: '-5', method: 'pix' });
    expect(bad.status).toBe(400);
    expect((await c.post('/api/payments', { packageId: pkg.id, amount: '10', method: 'boleto' })).status).toBe(400);
    const paid = await c.post('/api/payments', { packageId: pkg.id, amount: '750.25', method: 'cartao_debito', installments: 1, paidAt: '2030-03-04' });
    expect(paid.status).toBe(200);
    const payment = paid.body as { id: number; receiptNumber: number };
    expect(payment).toMatchObject({ amount: '750.25', receiptNumber: 1 });
    expect((await c.get(`/api/payments/${payment.id}/receipt`)).body).toMatchObject({
      number: 1,
      amountInWords: 'setecentos e cinquenta reais e vinte e cinco centavos',
    });
    expect((await c.get(`/api/payments?patientId=${patient.id}`)).body).toHaveLength(1);
    // Estorno and the report: not reception's.
    expect((await c.post(`/api/payments/${payment.id}/reversal`, { reason: 'Erro' })).status).toBe(403);
    expect((await c.get('/api/reports/daily?startDate=2030-03-04&endDate=2030-03-04')).status).toBe(403);
    const finance = await signedIn('financeiro');
    const noReason = await finance.post(`/api/payments/${payment.id}/reversal`, {});
    expect(noReason.status).toBe(400);
    const reversed = await finance.post(`/api/payments/${payment.id}/reversal`, { reason: 'Cobrança em duplicidade' });
    expect(reversed.body).toMatchObject({ reversed: '750.25' });
    // The clinic's CNPJ: its check digits, a 400 in Portuguese; then printed on the receipt.
    const badCnpj = await finance.put('/api/settings/clinic', { clinicDocument: '11.222.333/0001-80' });
    expect(badCnpj.status).toBe(400);
    expect(badCnpj.text).toContain('CNPJ inválido (confira os dígitos verificadores)');
    expect((await c.put('/api/settings/clinic', { clinicName: 'X' })).status).toBe(403);
    const settings = await finance.put('/api/settings/clinic', { clinicName: 'Clínica Pélvica', clinicDocument: '11222333000181' });
    expect(settings.body).toMatchObject({ clinicDocument: '11.222.333/0001-81', packageValidityDays: 120 });
    expect((await c.get(`/api/payments/${payment.id}/receipt`)).body).toMatchObject({ clinicName: 'Clínica Pélvica', clinicDocument: '11.222.333/0001-81' });
    const report = await finance.get('/api/reports/daily?startDate=2030-03-04&endDate=2030-03-04');
    expect(report.body).toMatchObject({ totals: { received: '750.25', net: '750.25', appointments: 1 } });
    expect((await c.post(`/api/packages/${pkg.id}/cancel`, { reason: 'Mudou de cidade' })).body).toMatchObject({ status: 'cancelado' });
    // A cancelled package takes no more payments (409, in Portuguese); nothing is recorded.
    const late = await c.post('/api/payments', { packageId: pkg.id, amount: '100.00', method: 'pix' });
    expect(late.status).toBe(409);
    expect(late.text).toContain('Este pacote está cancelado: não recebe pagamentos');
    expect((await c.get(`/api/payments?patientId=${patient.id}`)).body).toHaveLength(1);
  });
});
