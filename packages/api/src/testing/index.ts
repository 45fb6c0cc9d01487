/** Helpers for integration tests: real database, real procedures, no HTTP. */
import { type Database, type Kysely, type UserRow, insertUser } from '@clinic/db';
import type { Role } from '@clinic/domain';
import { seedPatients, seedRooms } from '@clinic/db/testing';
import { expect } from 'vitest';

import { type ContextOptions, type SessionControl, createContext } from '../context';
import { createCaller } from '../root';
import { hashPassword } from '../services/users/password';

export const TEST_PASSWORD = 'Fisio#Pelvica2026';
let testHash: Promise<string> | undefined;

let counter = 0;
export async function seedUser(
  db: Kysely<Database>,
  overrides: Partial<Omit<UserRow, 'id' | 'createdAt'>> & { role?: Role } = {},
): Promise<UserRow> {
  counter += 1;
  testHash ??= hashPassword(TEST_PASSWORD);
  return insertUser(db, {
    email: `usuario${counter}@clinica.com`,
    firstName: 'Usuária',
    lastName: `Teste ${counter}`,
    passwordHash: await testHash,
    ...overrides,
  });
}

/** Records what a procedure did to the session, instead of setting cookies. */
export function recordingSession(): SessionControl & { signedInAs: number | null; signedOut: boolean } {
  const state = {
    signedInAs: null as number | null,
    signedOut: false,
    async signIn(userId: number) {
      state.signedInAs = userId;
    },
    async signOut() {
      state.signedOut = true;
    },
  };
  return state;
}

export function callerFor(
  db: Kysely<Database>,
  user: UserRow | null,
  overrides: Partial<ContextOptions> = {},
): ReturnType<typeof createCaller> {
  return createCaller(
    createContext({ db, user, ipAddress: '203.0.113.7', userAgent: 'vitest', session: recordingSession(), ...overrides }),
  );
}

/** Expects a 400 whose first validation issue carries `message` (as the REST body and UI show it). */
export async function expectIssue(call: Promise<unknown>, message: string): Promise<void> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e as { code?: string; cause?: { issues?: { message: string }[] } },
  );
  expect(error, 'expected a refusal').toBeDefined();
  expect(error!.code).toBe('BAD_REQUEST');
  expect(error!.cause?.issues?.[0]?.message).toBe(message);
}
export { type FakeCloudApi, startFakeCloudApi } from './fake-cloud-api';

/** Thursday 26/11/2026, 08:00 local: 'now' in the attendance, packages and waitlist tests. */
export const CLINIC_TEST_NOW = new Date(2026, 10, 26, 8, 0);

export interface SmallClinic {
  admin: UserRow;
  /** Physiotherapist Juliana Prado. */
  juliana: UserRow;
  /** 'Sala 1'. */
  room: number;
  /** Patients Ana Souza and Bia Lima. */
  ana: number;
  bia: number;
}

/** The smallest clinic a day at the desk needs: an admin, a physiotherapist, a room, two patients. */
export async function seedSmallClinic(db: Kysely<Database>, patientExtras: { ana?: { origin?: string } } = {}): Promise<SmallClinic> {
  const admin = await seedUser(db, { role: 'admin' });
  const juliana = await seedUser(db, { role: 'physiotherapist', firstName: 'Juliana', lastName: 'Prado' });
  const [room] = await seedRooms(db, ['Sala 1']);
  const [ana, bia] = await seedPatients(db, [
    { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', birthDate: '1990-05-10', ...patientExtras.ana },
    { firstName: 'Bia', lastName: 'Lima', phone: '(11) 98765-1111', birthDate: '1985-01-02' },
  ]);
  return { admin, juliana, room: room!, ana: ana!, bia: bia! };
}
export { type FakeLeadAdsGraph, graphLead, startFakeLeadAdsGraph } from './fake-lead-ads-graph';
