import { type Database, type Kysely, countUsers, findAllRooms } from '@clinic/db';
import { type RegisterInput, ZRegisterInput, ZServiceInput } from '@clinic/domain';

import type { Actor } from '../../context';
import { hashPassword } from '../users/password';
import { insertRoomLogged } from '../rooms/rooms.service';
import { insertServiceLogged } from '../services/services.service';
import { insertUserLogged } from '../users/create-user.service';
import { seedDemoAgenda } from './demo-agenda';
import { seedDemoAttendance } from './demo-attendance';
import { seedDemoLeadAds } from './demo-lead-ads';
import { seedDemoLeads } from './demo-leads';
import { seedDemoPackages } from './demo-packages';
import { seedDemoPatients } from './demo-patients';
import { seedDemoPipeline } from './demo-pipeline';
import { seedDemoDiaries } from './demo-diaries';
import { seedDemoInstruments } from './demo-instruments';
import { seedDemoPrivacy } from './demo-privacy';
import { seedDemoRecords } from './demo-record';
import { seedDemoReports } from './demo-reports';
import { seedDemoWhatsapp } from './demo-whatsapp';
import { seedDemoWaitlist } from './demo-waitlist';

/** The password every demo staff account shares (printed at start-up; demo data only). */
export const DEMO_PASSWORD = 'Demo#Clinica2026';

const STAFF: Omit<RegisterInput, 'password' | 'isActive'>[] = [
  { email: 'carla.mendes@demo.clinica', firstName: 'Carla', lastName: 'Mendes', role: 'manager', color: '#7048e8', shift: 'integral', phone: '(11) 98123-4567' },
  { email: 'juliana.prado@demo.clinica', firstName: 'Juliana', lastName: 'Prado', role: 'physiotherapist', color: '#e64980', shift: 'manha', crefito: '123456-F', phone: '(11) 98234-5678', gender: 'feminino' },
  { email: 'renata.alves@demo.clinica', firstName: 'Renata', lastName: 'Alves', role: 'physiotherapist', color: '#1c7ed6', shift: 'tarde', crefito: '234567-F', phone: '(11) 98345-6789', gender: 'feminino' },
  { email: 'marcos.lima@demo.clinica', firstName: 'Marcos', lastName: 'Lima', role: 'physiotherapist', color: '#2f9e44', shift: 'integral', crefito: '345678-F', phone: '(11) 98456-7890', gender: 'masculino' },
  { email: 'patricia.souza@demo.clinica', firstName: 'Patrícia', lastName: 'Souza', role: 'recepcionista', color: '#f08c00', shift: 'integral', phone: '(11) 98567-8901', gender: 'feminino' },
  { email: 'fabio.costa@demo.clinica', firstName: 'Fábio', lastName: 'Costa', role: 'financeiro', color: '#495057', shift: 'manha', phone: '(11) 98678-9012', gender: 'masculino' },
];

const ROOMS = ['Sala 1 — Avaliação', 'Sala 2 — Biofeedback', 'Sala 3 — Pilates Pélvico', 'Sala 4 — Eletroterapia'];

const SERVICES = [
  { name: 'Avaliação fisioterapêutica pélvica', description: 'Primeira consulta com anamnese e exame físico', price: '220.00', quantity: 60 },
  { name: 'Sessão de fisioterapia pélvica', description: 'Atendimento individual', price: '180.00', quantity: 50 },
  { name: 'Biofeedback', description: 'Treino do assoalho pélvico com biofeedback', price: '200.00', quantity: 45 },
  { name: 'Eletroestimulação', description: '', price: '150.00', quantity: 40 },
  { name: 'Pacote 10 sessões', description: 'Dez sessões de fisioterapia pélvica', price: '1600.00', quantity: 10 },
  { name: 'Preparação para o parto', description: 'Aula individual de preparação', price: '250.00', quantity: 0 },
];

/**
 * Fills a clinic that has only its first admin with realistic staff, rooms, services, patients, this
 * and next week's agenda and a few clinical records, so a newcomer can try every screen, all in one transaction and with the
 * usual activity-log rows.
 * Returns false when the clinic already has data. Never for production (the password is public).
 */
export async function seedDemoClinic(db: Kysely<Database>): Promise<boolean> {
  const [users, rooms] = await Promise.all([countUsers(db), findAllRooms(db)]);
  if (users > 1 || rooms.length > 0) return false;
  const actor: Actor = { userId: null, ipAddress: null, userAgent: 'dados de demonstração' };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (tx) => {
    for (const member of STAFF) {
      await insertUserLogged(tx, actor, ZRegisterInput.parse({ ...member, password: DEMO_PASSWORD }), passwordHash);
    }
    const roomIds: number[] = [];
    for (const name of ROOMS) roomIds.push((await insertRoomLogged(tx, actor, { name, isActive: true })).id);
    for (const input of SERVICES) await insertServiceLogged(tx, actor, ZServiceInput.parse(input));
    await seedDemoPatients(tx, actor);
    const now = new Date();
    await seedDemoPackages(tx, actor, roomIds, now);
    await seedDemoAgenda(tx, actor, roomIds, now);
    await seedDemoRecords(tx, actor, now);
    await seedDemoInstruments(tx, actor, now);
    await seedDemoDiaries(tx, actor, now);
    await seedDemoAttendance(tx, actor, roomIds, now);
    await seedDemoLeads(tx, actor);
    await seedDemoLeadAds(tx, actor, now);
    await seedDemoReports(tx, actor);
    await seedDemoPipeline(tx, actor, now);
    await seedDemoWhatsapp(tx, now);
    await seedDemoWaitlist(tx, actor, now);
    await seedDemoPrivacy(tx, actor, now);
  });
  return true;
}
