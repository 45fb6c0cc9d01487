import type { UserRow } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { seedPatients } from '@clinic/db/testing';
import { describe, expect, it } from 'vitest';

import { callerFor, expectIssue, seedUser } from '../../testing';

const tdb = useTestDatabase();

/** Thursday 26/11/2026, 08:00 local: 'now' in these tests. */
const NOW = new Date(2026, 10, 26, 8, 0);

interface Clinic {
  admin: UserRow;
  reception: UserRow;
  finance: UserRow;
  juliana: UserRow;
  room: number;
  ana: number;
  bia: number;
  service: number;
}

async function clinic(): Promise<Clinic> {
  const admin = await seedUser(tdb.db, { role: 'admin' });
  const reception = await seedUser(tdb.db, { role: 'recepcionista', firstName: 'Rita', lastName: 'Recepção' });
  const finance = await seedUser(tdb.db, { role: 'financeiro', firstName: 'Fábio', lastName: 'Caixa' });
  const juliana = await seedUser(tdb.db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado' });
  const [room] = await tdb.db.insertInto('rooms').values([{ name: 'Sala 1' }]).returning('id').execute();
  const [ana, bia] = await seedPatients(tdb.db, [
    { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10' },
    { firstName: 'Bia', lastName: 'Lima', phone: '(11) 98765-1111', birthDate: '1985-01-02' },
  ]);
  await tdb.db.updateTable('patients').set({ cpf: '529.982.247-25' }).where('id', '=', ana!).execute();
  const service = await callerFor(tdb.db, admin).services.create({ name: 'Pacote pélvico 10 sessões', price: '1500.00', quantity: 10 });
  return { admin, reception, finance, juliana, room: room!.id, ana: ana!, bia: bia!, service: service.id };
}

/** A refusal by the service (an AppError): a 400/404/409 with the catalogue's message. */
async function refused(call: Promise<unknown>, message: string, code = 'BAD_REQUEST'): Promise<void> {
  await expect(call).rejects.toMatchObject({ code, message });
}

const as = (user: UserRow, now = NOW) => callerFor(tdb.db, user, { now: () => now });

async function book(c: Clinic, date: string, time = '10:00', patientId = c.ana) {
  return as(c.admin).appointments.create({ patientId, physiotherapistId: c.juliana.id, roomId: c.room, date, time });
}

describe('packages (issue #24)', () => {
  it('sells from a service, links the weekly series, counts sessions and shows Sessão n de N', async () => {
    const c = await clinic();
    const sold = await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service });
    expect(sold).toMatchObject({
      sessionsTotal: 10,
      sessionsUsed: 0,
      sessionsRemaining: 10,
      price: '1500.00',
      owed: '1500.00',
      startDate: '2026-11-26',
      expiryDate: '2027-03-26',
      status: 'ativo',
    });
    const series = await as(c.admin).appointments.createBatch({
      appointments: ['2026-11-26', '2026-12-03', '2026-12-10'].map((date) => ({
        patientId: c.ana,
        physiotherapistId: c.juliana.id,
        roomId: c.room,
        date,
        time: '10:00',
      })),
    });
    expect(series.map((a) => [a.packageId, a.sessionNumber, a.sessionsTotal])).toEqual([
      [sold.id, 1, 10],
      [sold.id, 2, 10],
      [sold.id, 3, 10],
    ]);
    await as(c.juliana).appointments.setAttendance({ id: series[0]!.id, attendanceStatus: 'atendido' });
    // The spec's old-style completion (REST PUT status) counts through the same trigger.
    await as(c.admin).appointments.update({ id: series[1]!.id, status: 'completed' });
    const detail = await as(c.reception).packages.get({ id: sold.id });
    expect([detail.sessionsUsed, detail.sessionsRemaining, detail.sessionsBooked]).toEqual([2, 8, 1]);
    expect(detail.ledger.map((l) => [l.appointmentId, l.outcome, l.reversedAt])).toEqual([
      [series[0]!.id, 'atendido', null],
      [series[1]!.id, 'atendido', null],
    ]);
    // Reverted: the row is reversed, the session given back.
    await as(c.juliana).appointments.setAttendance({ id: series[1]!.id, attendanceStatus: 'agendado' });
    const after = await as(c.reception).packages.get({ id: sold.id });
    expect(after.sessionsUsed).toBe(1);
    expect(after.ledger[1]).toMatchObject({ appointmentId: series[1]!.id, reversedByOutcome: 'agendado' });
    const logs = await tdb.db.selectFrom('systemLogs').select('description').where('entity', '=', 'package').execute();
    expect(logs.map((l) => l.description.replace(/\u00a0/g, ' '))).toEqual([
      'Pacote "Pacote pélvico 10 sessões" vendido para Ana Souza: 10 sessões, R$ 1.500,00, de 26/11/2026 a 26/03/2027',
    ]);
  });

  it('turns esgotado at the last session and expirado after its validity, by itself', async () => {
    const c = await clinic();
    await as(c.admin).services.update({ id: c.service, quantity: 2 });
    const sold = await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service, validityDays: 30 });
    expect(sold.expiryDate).toBe('2026-12-26');
    const first = await book(c, '2026-11-26');
    const second = await book(c, '2026-12-03');
    await as(c.juliana).appointments.setAttendance({ id: first.id, attendanceStatus: 'atendido' });
    expect((await as(c.reception).packages.listOfPatient({ id: c.ana }))[0]).toMatchObject({ status: 'ativo', sessionsRemaining: 1 });
    await as(c.juliana).appointments.setAttendance({ id: second.id, attendanceStatus: 'atendido' });
    expect((await as(c.reception).packages.listOfPatient({ id: c.ana }))[0]).toMatchObject({ status: 'esgotado', sessionsRemaining: 0 });

    const other = await as(c.reception).packages.sell({ id: c.bia, serviceId: c.service, validityDays: 30 });
    expect((await as(c.reception, new Date(2026, 11, 26, 23)).packages.get({ id: other.id })).status).toBe('ativo');
    expect((await as(c.reception, new Date(2026, 11, 27, 0, 1)).packages.get({ id: other.id })).status).toBe('expirado');
  });

  it('needs a reason to change the price, refuses inactive services and cancels', async () => {
    const c = await clinic();
    await refused(as(c.reception).packages.sell({ id: c.ana, serviceId: c.service, price: '1200' }), 'Informe o motivo do ajuste de preço');
    const adjusted = await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service, price: '1200,50', priceReason: 'Indicação' });
    expect(adjusted).toMatchObject({ price: '1200.50', listPrice: '1500.00', priceReason: 'Indicação' });
    await as(c.admin).services.update({ id: c.service, isActive: false });
    await refused(as(c.reception).packages.sell({ id: c.bia, serviceId: c.service }), 'Serviço inativo: não é possível vender pacote dele');
    const appt = await book(c, '2026-12-01');
    expect(appt.packageId).toBe(adjusted.id);
    const cancelled = await as(c.reception).packages.cancel({ id: adjusted.id, reason: 'Desistiu' });
    expect(cancelled.status).toBe('cancelado');
    expect((await as(c.admin).appointments.get({ id: appt.id })).packageId).toBeNull();
    await refused(as(c.reception).packages.cancel({ id: adjusted.id, reason: 'De novo' }), 'Este pacote já está cancelado', 'CONFLICT');
    await refused(
      as(c.reception).packages.recordPayment({ packageId: adjusted.id, amount: '100', method: 'pix' }),
      'Este pacote está cancelado: não recebe pagamentos',
      'CONFLICT',
    );
    expect(await as(c.reception).packages.listPayments({ packageId: adjusted.id })).toEqual([]);
  });

  it("refuses 'Excluir Tudo' of a patient with a package: money is never deleted", async () => {
    const c = await clinic();
    await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service });
    await book(c, '2026-12-01');
    await refused(
      as(c.admin).patients.delete({ id: c.ana, forceCascade: true }),
      'Paciente com pacotes ou pagamentos não pode ser excluída: pagamentos nunca são apagados. Arquive o cadastro.',
      'CONFLICT',
    );
  });

  it('counts one session when 20 requests complete the same appointment at once', async () => {
    const c = await clinic();
    const sold = await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service });
    const appt = await book(c, '2026-11-26');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => as(c.juliana).appointments.setAttendance({ id: appt.id, attendanceStatus: 'atendido' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(20);
    const detail = await as(c.reception).packages.get({ id: sold.id });
    expect(detail.sessionsUsed).toBe(1);
    expect(detail.ledger).toHaveLength(1);
  });

  it('lists renewals: two sessions left or expiring within 7 days, with a wa.me link', async () => {
    const c = await clinic();
    await as(c.admin).services.update({ id: c.service, quantity: 3 });
    const few = await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service });
    await as(c.admin).services.update({ id: c.service, quantity: 10 });
    const expiring = await as(c.reception).packages.sell({ id: c.bia, serviceId: c.service, startDate: '2026-08-01', validityDays: 120 });
    const appt = await book(c, '2026-11-26');
    expect((await as(c.reception).packages.renewals({})).map((r) => r.id)).toEqual([expiring.id]);
    await as(c.juliana).appointments.setAttendance({ id: appt.id, attendanceStatus: 'atendido' });
    const renewals = await as(c.reception).packages.renewals({});
    expect(renewals.map((r) => r.id)).toEqual([expiring.id, few.id]);
    expect(renewals[1]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=Ol%C3%A1%2C%20Ana!/);
  });
});

describe('payments (issue #24)', () => {
  it('records exact money, reverses within what was paid, and prints the receipt', async () => {
    const c = await clinic();
    const sold = await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service, price: '0.30', priceReason: 'Teste' });
    const p1 = await as(c.reception).packages.recordPayment({ packageId: sold.id, amount: '0.10', method: 'pix' });
    const p2 = await as(c.finance).packages.recordPayment({ packageId: sold.id, amount: '0.20', method: 'cartao_credito', installments: 3, paidAt: '2026-11-25' });
    expect([p1.receiptNumber, p2.receiptNumber]).toEqual([1, 2]);
    // 0.1 + 0.2 is not 0.3 in floating point; in centavos it is.
    expect((await as(c.reception).packages.get({ id: sold.id })).owed).toBe('0.00');

    await expectIssue(as(c.finance).packages.reversePayment({ id: p2.id, reason: '   ' }), 'Informe o motivo');
    await refused(as(c.finance).packages.reversePayment({ id: p2.id, reason: 'Erro', amount: '0.21' }), 'Estorno maior que o valor pago (descontados os estornos anteriores)');
    const partly = await as(c.finance).packages.reversePayment({ id: p2.id, reason: 'Erro de digitação', amount: '0.05' });
    expect(partly.reversed).toBe('0.05');
    await refused(as(c.finance).packages.reversePayment({ id: p2.id, reason: 'Erro', amount: '0.16' }), 'Estorno maior que o valor pago (descontados os estornos anteriores)');
    const rest = await as(c.admin).packages.reversePayment({ id: p2.id, reason: 'Desistência' });
    expect(rest.reversed).toBe('0.20');
    expect((await as(c.reception).packages.get({ id: sold.id })).owed).toBe('0.20');

    await tdb.db.updateTable('clinicSettings').set({ clinicName: 'Clínica Pélvica', clinicDocument: '12.345.678/0001-90' }).execute();
    const big = await as(c.reception).packages.recordPayment({ packageId: sold.id, amount: '1150.50', method: 'dinheiro' });
    expect(await as(c.reception).packages.receipt({ id: big.id })).toEqual({
      number: 3,
      clinicName: 'Clínica Pélvica',
      clinicDocument: '12.345.678/0001-90',
      patientName: 'Ana Souza',
      patientCpf: '529.982.247-25',
      amount: '1150.50',
      amountInWords: 'mil cento e cinquenta reais e cinquenta centavos',
      reference: 'Pacote de sessões "Pacote pélvico 10 sessões"',
      method: 'dinheiro',
      methodLabel: 'Dinheiro',
      installments: 1,
      paidAt: '2026-11-26',
      receivedBy: 'Rita Recepção',
      reversed: '0.00',
    });
    const logs = await tdb.db.selectFrom('systemLogs').select('description').where('entity', '=', 'payment').orderBy('id').execute();
    expect(logs[0]!.description.replace(/\u00a0/g, ' ')).toBe('Pagamento (recibo nº 1) de R$ 0,10 por PIX: pacote "Pacote pélvico 10 sessões" de Ana Souza');
    expect(logs[2]!.description.replace(/\u00a0/g, ' ')).toBe('Estorno de R$ 0,05 do pagamento recibo nº 2 (R$ 0,20): Erro de digitação');
  });

  it('refuses bad input with clear Portuguese messages', async () => {
    const c = await clinic();
    const sold = await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service });
    const pay = as(c.reception).packages.recordPayment;
    await expectIssue(pay({ packageId: sold.id, amount: '0', method: 'pix' }), 'O valor deve ser maior que zero');
    await expectIssue(pay({ packageId: sold.id, amount: '-10', method: 'pix' }), 'Valor inválido (use até duas casas decimais, ex.: 150.00)');
    await expectIssue(pay({ packageId: sold.id, amount: '10', method: 'cheque' as never }), 'Forma de pagamento inválida (use pix, dinheiro, cartao_credito, cartao_debito, transferencia ou convenio)');
    await expectIssue(pay({ amount: '10', method: 'pix' }), 'Informe o pacote (packageId) ou o agendamento (appointmentId), um dos dois');
    await refused(pay({ packageId: 999, amount: '10', method: 'pix' }), 'Pacote ou agendamento não encontrado para este pagamento');
    // A failed payment does not take a receipt number.
    const ok = await pay({ packageId: sold.id, amount: '10', method: 'pix' });
    expect(ok.receiptNumber).toBe(1);
  });

  it('pays a single appointment and builds the daily report with production per physiotherapist', async () => {
    const c = await clinic();
    const sold = await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service });
    const inPackage = await book(c, '2026-11-26', '09:00');
    const single = await book(c, '2026-11-26', '10:00', c.bia);
    const missed = await book(c, '2026-11-26', '11:00', c.bia);
    await as(c.juliana).appointments.setAttendance({ id: inPackage.id, attendanceStatus: 'atendido' });
    await as(c.juliana).appointments.setAttendance({ id: single.id, attendanceStatus: 'atendido' });
    await as(c.juliana).appointments.setAttendance({ id: missed.id, attendanceStatus: 'faltou' });
    await as(c.reception).packages.recordPayment({ packageId: sold.id, amount: '500', method: 'pix' });
    const cash = await as(c.reception).packages.recordPayment({ appointmentId: single.id, amount: '180', method: 'dinheiro' });
    expect(cash).toMatchObject({ appointmentId: single.id, appointmentDate: '2026-11-26', packageId: null });
    expect((await as(c.reception).packages.receipt({ id: cash.id })).reference).toBe('Atendimento em 26/11/2026 às 10:00');
    await as(c.finance).packages.reversePayment({ id: cash.id, reason: 'Troco errado', amount: '30' });

    const report = await as(c.finance).packages.dailyReport({ startDate: '2026-11-26', endDate: '2026-11-26' });
    expect(report.outcomes).toEqual([
      { attendanceStatus: 'atendido', label: 'Atendido', count: 2 },
      { attendanceStatus: 'faltou', label: 'Faltou', count: 1 },
    ]);
    expect(report.payments).toEqual([
      { method: 'dinheiro', label: 'Dinheiro', count: 1, amount: '180.00' },
      { method: 'pix', label: 'PIX', count: 1, amount: '500.00' },
    ]);
    expect(report.totals).toEqual({ received: '680.00', reversed: '30.00', net: '650.00', appointments: 3 });
    expect(report.packagesSold).toEqual({ count: 1, amount: '1500.00' });
    expect(report.production).toEqual([{ physiotherapistId: c.juliana.id, name: 'Juliana Prado', sessions: 2, value: '300.00' }]);
    await refused(as(c.finance).packages.dailyReport({ startDate: '2026-11-27', endDate: '2026-11-26' }), 'Período inválido: a data final vem antes da inicial ou passa de 366 dias');
  });
});

describe('clinic settings for receipts and packages (issue #24)', () => {
  it('validates the CNPJ, stores it formatted, prints it on receipts and sells with the new defaults', async () => {
    const c = await clinic();
    await expectIssue(as(c.finance).packages.updateSettings({ clinicDocument: '11.222.333/0001-80' }), 'CNPJ inválido (confira os dígitos verificadores)');
    await expectIssue(as(c.finance).packages.updateSettings({ packageValidityDays: 0 }), 'Validade: de 1 a 3650 dias');
    // Reception sells with the defaults but does not change them.
    await expect(as(c.reception).packages.updateSettings({ clinicName: 'X' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const saved = await as(c.finance).packages.updateSettings({
      clinicName: '  Clínica Assoalho Pélvico  ',
      clinicDocument: '11222333000181',
      packageValidityDays: 90,
      packageCountsFaltou: false,
    });
    expect(saved).toEqual({
      clinicName: 'Clínica Assoalho Pélvico',
      clinicDocument: '11.222.333/0001-81',
      packageValidityDays: 90,
      packageCountsFaltou: false,
      packageCountsCanceladoTarde: true,
    });
    expect(await as(c.reception).packages.settings({})).toEqual(saved);
    const log = await tdb.db.selectFrom('systemLogs').select('description').where('entity', '=', 'settings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.description).toContain('CNPJ/CPF: "" → "11.222.333/0001-81"');

    const sold = await as(c.reception).packages.sell({ id: c.ana, serviceId: c.service });
    expect([sold.startDate, sold.expiryDate, sold.countsFaltou, sold.countsCanceladoTarde]).toEqual(['2026-11-26', '2027-02-24', false, true]);
    const paid = await as(c.reception).packages.recordPayment({ packageId: sold.id, amount: '100', method: 'pix' });
    expect(await as(c.reception).packages.receipt({ id: paid.id })).toMatchObject({
      clinicName: 'Clínica Assoalho Pélvico',
      clinicDocument: '11.222.333/0001-81',
    });
    // Only what is sent changes; an empty document clears it.
    expect(await as(c.admin).packages.updateSettings({ clinicDocument: '' })).toMatchObject({ clinicName: 'Clínica Assoalho Pélvico', clinicDocument: '', packageValidityDays: 90 });
  });
});
