/**
 * The demo clinic's outcomes (issue #26): several patients with a signed baseline and signed
 * follow-ups of PFDI-20 (and Wexner or the pad test for some), ten, five and one week ago, so the
 * progress charts and the outcomes report show believable courses: most improve, some beyond the
 * meaningful change and some not, one has only a baseline.
 */
import { type Executor, findDemoOutcomePatientIds, findPhysiotherapistCrefitos, insertRecordEntry } from '@clinic/db';
import { PAD_TEST_1H, PAD_TEST_STEPS, PFDI20, type Instrument, WEXNER, canonicalJson } from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';
import { hashRecordContent } from '../clinical-record/clinical-record.service';

/** Patients with instruments, and the days ago of the baseline and the follow-ups. */
export const DEMO_OUTCOME_PATIENTS = 6;
const DAYS_AGO = [70, 35, 7] as const;

/** Symptom level per patient at the baseline (0–4) and the drop per follow-up. */
const COURSES = [
  { level: 3, drop: 1 },
  { level: 3, drop: 0.5 },
  { level: 2, drop: 0.75 },
  { level: 4, drop: 1.25 },
  { level: 2, drop: 0.25 },
  { level: 3, drop: 0 },
];

const clamp = (v: number) => Math.max(0, Math.min(4, Math.round(v)));

function pfdiAnswers(patient: number, point: number): Record<string, number> {
  const { level, drop } = COURSES[patient % COURSES.length]!;
  return Object.fromEntries(
    PFDI20.items.map((item, index) => [item.id, clamp(level - drop * point - ((index + patient) % 3 === 0 ? 1 : 0) - (index % 5 === 4 ? 2 : 0))]),
  );
}

function wexnerAnswers(point: number): Record<string, number> {
  return { solidos: clamp(2 - point), liquidos: clamp(3 - point), gases: clamp(4 - point), absorvente: clamp(3 - point * 1.5), estiloVida: clamp(3 - point) };
}

function padAnswers(point: number): Record<string, number | boolean> {
  const steps = Object.fromEntries(PAD_TEST_STEPS.map((s) => [s.id, true]));
  return { ...steps, pesoAntes: 8.4, pesoDepois: [8.4 + 34.5, 8.4 + 14.2, 8.4 + 3.1][point]! };
}

async function insertScored(
  tx: Executor,
  actor: Actor,
  entry: { patientId: number; authorId: number; crefito: string; instrument: Instrument; answers: Record<string, unknown>; at: Date },
) {
  const result = entry.instrument.score(entry.answers);
  if (!result.ok) throw new Error(`demo ${entry.instrument.id}: ${result.errors.map((e) => e.message).join('; ')}`);
  const content = { answers: entry.answers, score: result.score };
  const row = await insertRecordEntry(
    tx,
    {
      patientId: entry.patientId,
      kind: entry.instrument.id,
      templateId: entry.instrument.id,
      templateVersion: entry.instrument.version,
      authorId: entry.authorId,
      content: canonicalJson(content),
      status: 'assinado',
      signedCrefito: entry.crefito,
      contentHash: hashRecordContent(content),
    },
    { at: entry.at },
  );
  const by = { ...actor, userId: entry.authorId };
  await logActivity(tx, by, { action: 'create', entity: 'record_entry', entityId: row.id, description: `${entry.instrument.shortTitle} #${row.id} do prontuário criado (demonstração)` });
  await logActivity(tx, by, { action: 'sign', entity: 'record_entry', entityId: row.id, description: `${entry.instrument.shortTitle} #${row.id} do prontuário assinado (demonstração)` });
}

/** Returns the entries created. */
export async function seedDemoInstruments(tx: Executor, actor: Actor, now: Date): Promise<number> {
  const patients = await findDemoOutcomePatientIds(tx, DEMO_OUTCOME_PATIENTS);
  const crefitos = await findPhysiotherapistCrefitos(tx);
  const physios = [...crefitos.keys()];
  if (physios.length === 0) return 0;
  let count = 0;
  for (const [i, patientId] of patients.entries()) {
    const authorId = physios[i % physios.length]!;
    const crefito = crefitos.get(authorId) || '000000-F';
    // The last patient has only her baseline: she counts in no report line.
    const points = i === patients.length - 1 ? 1 : DAYS_AGO.length;
    for (let point = 0; point < points; point += 1) {
      const at = new Date(now.getTime() - DAYS_AGO[point]! * 86_400_000);
      at.setHours(10 + i, 0, 0, 0);
      await insertScored(tx, actor, { patientId, authorId, crefito, instrument: PFDI20, answers: pfdiAnswers(i, point), at });
      count += 1;
      if (i % 3 === 1) {
        await insertScored(tx, actor, { patientId, authorId, crefito, instrument: WEXNER, answers: wexnerAnswers(point), at });
        count += 1;
      }
      if (i % 3 === 0) {
        await insertScored(tx, actor, { patientId, authorId, crefito, instrument: PAD_TEST_1H, answers: padAnswers(point), at });
        count += 1;
      }
    }
  }
  return count;
}
