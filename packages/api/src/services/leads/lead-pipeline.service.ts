import {
  type Database,
  type Executor,
  type Kysely,
  type LeadInteractionRow,
  type LeadRow,
  findLeadById,
  findLeadFollowUps,
  findLeadInteractions,
  insertLeadInteraction,
  lockLead,
  setStageActor,
  updateLead,
} from '@clinic/db';
import {
  LEAD_INTERACTION_LABELS,
  LEAD_STAGE_LABELS,
  type Lead,
  type LeadFollowUp,
  type LeadInteraction,
  type LeadInteractionValues,
  type LeadStage,
  addDays,
  formatDateTime,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { toLeadDto } from './lead-dto';
import { convertLeadLogged } from './leads.service';

function toInteractionDto(row: LeadInteractionRow): LeadInteraction {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

async function lockedLead(tx: Executor, id: number): Promise<LeadRow> {
  const lead = await lockLead(tx, id);
  if (!lead) throw new AppError('LEAD_NOT_FOUND');
  return lead;
}

async function reread(tx: Executor, id: number): Promise<Lead> {
  return toLeadDto((await findLeadById(tx, id))!);
}

/**
 * The stage change inside the caller's transaction: the database writes the 'etapa' interaction
 * (naming the actor and `note`) and this writes the log row. Nothing changes when the lead is
 * already there (with the same reason).
 */
async function moveStageLogged(tx: Executor, actor: Actor, lead: LeadRow, stage: LeadStage, note: string | null, lostReason: string | null): Promise<void> {
  await setStageActor(tx, actor.userId, note);
  await updateLead(tx, lead.id, { stage, lostReason: stage === 'perdido' ? lostReason : null });
  await setStageActor(tx, null, null);
  await logActivity(tx, actor, {
    action: 'update',
    entity: 'lead',
    entityId: lead.id,
    description:
      `Lead "${lead.name}": etapa de ${LEAD_STAGE_LABELS[lead.stage]} para ${LEAD_STAGE_LABELS[stage]}` +
      (stage === 'perdido' ? ` (motivo: ${lostReason})` : ''),
  });
}

/**
 * PUT /api/leads/{id}/stage. Moving a PENDENTE lead to 'convertido' runs the spec's convert in the
 * same transaction (stage 'convertido' always has status CONVERTIDO; see leads.pipeline.ts).
 */
export async function moveLeadStage(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  move: { stage: LeadStage; lostReason: string | null },
  now: Date,
): Promise<Lead> {
  return db.transaction().execute(async (tx) => {
    const lead = await lockedLead(tx, id);
    if (lead.stage === move.stage && (move.stage !== 'perdido' || lead.lostReason === move.lostReason)) return toLeadDto(lead);
    if (move.stage === 'convertido' && lead.status !== 'CONVERTIDO') {
      await convertLeadLogged(tx, actor, id, now, { stage: 'convertido', stageNote: 'Convertido em paciente' });
      await logActivity(tx, actor, {
        action: 'update',
        entity: 'lead',
        entityId: id,
        description: `Lead "${lead.name}": etapa de ${LEAD_STAGE_LABELS[lead.stage]} para ${LEAD_STAGE_LABELS.convertido}`,
      });
      return reread(tx, id);
    }
    await moveStageLogged(tx, actor, lead, move.stage, move.stage === 'perdido' ? move.lostReason : null, move.lostReason);
    return reread(tx, id);
  });
}

/** GET /api/leads/{id}/interactions: the timeline, newest first. */
export async function listLeadInteractions(db: Kysely<Database>, id: number): Promise<LeadInteraction[]> {
  if (!(await findLeadById(db, id))) throw new AppError('LEAD_NOT_FOUND');
  return (await findLeadInteractions(db, id)).map(toInteractionDto);
}

/**
 * POST /api/leads/{id}/interactions: a note, a call or a WhatsApp, by the actor, now. A call or a
 * WhatsApp to a 'novo' lead moves it to 'em_contato' (the first contact is recorded by the
 * database); `nextContactAt`, when sent, sets or clears 'Próximo contato' in the same transaction.
 */
export async function addLeadInteraction(db: Kysely<Database>, actor: Actor, id: number, values: LeadInteractionValues): Promise<LeadInteraction> {
  return db.transaction().execute(async (tx) => {
    const lead = await lockedLead(tx, id);
    const interactionId = await insertLeadInteraction(tx, { leadId: id, kind: values.kind, note: values.note, userId: actor.userId });
    let description = `Lead "${lead.name}": ${LEAD_INTERACTION_LABELS[values.kind].toLowerCase()} registrada`;
    if (values.nextContactAt !== undefined) {
      await updateLead(tx, id, { nextContactAt: values.nextContactAt === null ? null : new Date(values.nextContactAt) });
      description += values.nextContactAt === null ? '; próximo contato removido' : `; próximo contato em ${formatDateTime(values.nextContactAt)}`;
    }
    await logActivity(tx, actor, { action: 'create', entity: 'lead', entityId: id, description });
    if (values.kind !== 'nota' && lead.stage === 'novo') {
      await moveStageLogged(tx, actor, lead, 'em_contato', `Primeiro contato (${LEAD_INTERACTION_LABELS[values.kind]})`, null);
    }
    const rows = await findLeadInteractions(tx, id, 50);
    return toInteractionDto(rows.find((row) => row.id === interactionId)!);
  });
}

/** PUT /api/leads/{id}/next-contact: sets or clears 'Próximo contato'. */
export async function setLeadNextContact(db: Kysely<Database>, actor: Actor, id: number, nextContactAt: string | null): Promise<Lead> {
  return db.transaction().execute(async (tx) => {
    const lead = await lockedLead(tx, id);
    const next = nextContactAt === null ? null : new Date(nextContactAt);
    if ((lead.nextContactAt?.getTime() ?? null) === (next?.getTime() ?? null)) return toLeadDto(lead);
    await updateLead(tx, id, { nextContactAt: next });
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'lead',
      entityId: id,
      description: next ? `Lead "${lead.name}": próximo contato em ${formatDateTime(next)}` : `Lead "${lead.name}": próximo contato removido`,
    });
    return reread(tx, id);
  });
}

/** Midnight starting a clinic day (the server's local time, as appointments use). */
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00`);

/** GET /api/leads/follow-ups?date=: due on that day and overdue (before it), oldest first; lost leads left out. */
export async function listLeadFollowUps(db: Kysely<Database>, date: string): Promise<LeadFollowUp[]> {
  const start = dayStart(date);
  const rows = await findLeadFollowUps(db, dayStart(addDays(date, 1)));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    whatsapp: row.whatsapp,
    origin: row.origin,
    stage: row.stage,
    nextContactAt: row.nextContactAt!.toISOString(),
    overdue: row.nextContactAt! < start,
  }));
}
