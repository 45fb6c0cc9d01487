/** The demo clinic's clinical records: signed assessments and evolutions on past appointments, one addendum, one draft. */
import { type Executor, findPatientAppointmentsInOrder, findPhysiotherapistCrefitos, insertRecordEntry } from '@clinic/db';
import {
  ADDENDUM_V1,
  EVOLUTION_V1,
  EXAMPLE_ASSESSMENT,
  EXAMPLE_EVOLUTION,
  PELVIC_ASSESSMENT_V1,
  type RecordContent,
  type RecordTemplate,
  canonicalJson,
  toIsoDate,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';
import { hashRecordContent } from '../clinical-record/clinical-record.service';

/** Patients who get a record. */
export const DEMO_RECORD_PATIENTS = 6;

const COMPLAINTS = [
  'Perda de urina ao tossir e espirrar há 2 anos',
  'Dor na relação sexual desde o parto',
  'Urgência para urinar e acordar 3 vezes à noite',
  'Sensação de peso vaginal no fim do dia',
  'Constipação crônica com esforço evacuatório',
  'Preparação para o parto, sem queixas urinárias',
];

function assessmentOf(i: number): RecordContent {
  const answers = { ...EXAMPLE_ASSESSMENT.answers };
  return {
    answers: {
      ...answers,
      chiefComplaint: COMPLAINTS[i % COMPLAINTS.length]!,
      nocturia: i % 4,
      padsPerDay: i % 3,
      perfect: { power: 1 + (i % 4), endurance: 3 + i, repetitions: 4 + (i % 3), fast: 6 + i, ect: true },
      perineometry: 12.5 + i * 9.3,
    },
  };
}

function evolutionOf(i: number, session: number): RecordContent {
  const base = EXAMPLE_EVOLUTION.answers;
  return {
    answers: {
      ...base,
      subjective: session === 0 ? 'Relata melhora discreta após a avaliação.' : `Sessão ${session + 1}: ${base.subjective}`,
      perfect: { power: Math.min(5, 2 + (i % 3) + session), endurance: 4 + session * 2, repetitions: 5 + session, fast: 8 + session, ect: true },
    },
  };
}

interface Appointment {
  id: number;
  patientId: number | null;
  physiotherapistId: number;
  date: string;
  time: string;
  status: string;
}

/** When the physiotherapist signs her note: as the session ends (50 minutes after it starts), never after `now`. */
function endOfSession(appointment: Appointment, now: Date): Date {
  const start = new Date(`${appointment.date}T${appointment.time}:00`);
  return new Date(Math.min(start.getTime() + 50 * 60_000, now.getTime()));
}

async function insertSigned(
  tx: Executor,
  actor: Actor,
  now: Date,
  entry: { patientId: number; authorId: number; crefito: string; template: RecordTemplate; content: RecordContent; appointment: Appointment },
) {
  const row = await insertRecordEntry(tx, {
    patientId: entry.patientId,
    kind: entry.template.kind,
    templateId: entry.template.id,
    templateVersion: entry.template.version,
    appointmentId: entry.appointment.id,
    authorId: entry.authorId,
    content: canonicalJson(entry.content),
    status: 'assinado',
    signedCrefito: entry.crefito,
    contentHash: hashRecordContent(entry.content),
  }, { at: endOfSession(entry.appointment, now) });
  const by = { ...actor, userId: entry.authorId };
  await logActivity(tx, by, { action: 'create', entity: 'record_entry', entityId: row.id, description: `Registro #${row.id} do prontuário criado (demonstração)` });
  await logActivity(tx, by, { action: 'sign', entity: 'record_entry', entityId: row.id, description: `Registro #${row.id} do prontuário assinado (demonstração)` });
  return row;
}

/**
 * For the first patients with completed appointments: a signed assessment on the first one and
 * signed evolutions on up to three later ones, by the physiotherapist who saw her; an addendum on
 * the first assessment; a draft evolution left for the next appointment. Returns entries created.
 */
export async function seedDemoRecords(tx: Executor, actor: Actor, now: Date): Promise<number> {
  const today = toIsoDate(now);
  const appointments = (await findPatientAppointmentsInOrder(tx)) as Appointment[];
  const crefitos = await findPhysiotherapistCrefitos(tx);
  const byPatient = new Map<number, Appointment[]>();
  for (const a of appointments) byPatient.set(a.patientId!, [...(byPatient.get(a.patientId!) ?? []), a]);
  const chosen = [...byPatient.entries()].filter(([, list]) => list.some((a) => a.status === 'completed')).slice(0, DEMO_RECORD_PATIENTS);
  let count = 0;
  for (const [i, [patientId, list]] of chosen.entries()) {
    const completed = list.filter((a) => a.status === 'completed' && a.date <= today);
    const first = completed[0]!;
    const author = first.physiotherapistId;
    const assessment = await insertSigned(tx, actor, now, {
      patientId,
      authorId: author,
      crefito: crefitos.get(author) || '000000-F',
      template: PELVIC_ASSESSMENT_V1,
      content: assessmentOf(i),
      appointment: first,
    });
    count += 1;
    for (const [session, a] of completed.slice(1, 4).entries()) {
      await insertSigned(tx, actor, now, {
        patientId,
        authorId: a.physiotherapistId,
        crefito: crefitos.get(a.physiotherapistId) || '000000-F',
        template: EVOLUTION_V1,
        content: evolutionOf(i, session),
        appointment: a,
      });
      count += 1;
    }
    if (i === 0) {
      const content = { answers: { text: 'Perineometria reavaliada com o aparelho calibrado: 22,4 cmH₂O (fraca).' } };
      const addendum = await insertRecordEntry(tx, {
        patientId,
        kind: 'adendo',
        templateId: ADDENDUM_V1.id,
        templateVersion: ADDENDUM_V1.version,
        parentId: assessment.id,
        authorId: author,
        content: canonicalJson(content),
        reason: 'Perineômetro estava descalibrado na avaliação',
        status: 'assinado',
        signedCrefito: crefitos.get(author) || '000000-F',
        contentHash: hashRecordContent(content),
      });
      await logActivity(tx, { ...actor, userId: author }, {
        action: 'addendum',
        entity: 'record_entry',
        entityId: addendum.id,
        description: `Adendo #${addendum.id} ao registro #${assessment.id} (demonstração)`,
      });
      count += 1;
    }
    if (i === 1) {
      const next = list.find((a) => a.status === 'scheduled') ?? completed.at(-1)!;
      const draft = await insertRecordEntry(tx, {
        patientId,
        kind: 'evolucao',
        templateId: EVOLUTION_V1.id,
        templateVersion: EVOLUTION_V1.version,
        appointmentId: next.status === 'scheduled' ? next.id : null,
        authorId: next.physiotherapistId,
        content: canonicalJson({ answers: { subjective: 'Relata menos urgência; (continuar)' } }),
      });
      await logActivity(tx, { ...actor, userId: next.physiotherapistId }, {
        action: 'create',
        entity: 'record_entry',
        entityId: draft.id,
        description: `Rascunho #${draft.id} do prontuário (demonstração)`,
      });
      count += 1;
    }
  }
  return count;
}
