import { type Selectable, sql } from 'kysely';

import type { Executor } from '../executor';
import type { LeadInteractionKind, LeadInteractionsTable } from '../tables';

/** An interaction as the timeline reads it: its row and the name of who made it. */
export type LeadInteractionRow = Selectable<LeadInteractionsTable> & { userName: string | null };

/**
 * Names who changes the stage next, and why, for the rest of the transaction: the 'etapa'
 * interaction the database writes on every stage change reads them (migration
 * 2026-11-27T0200-lead-pipeline-rules). Without them a move counts as automatic.
 */
export async function setStageActor(db: Executor, userId: number | null, note: string | null): Promise<void> {
  await sql`select set_config('clinic.actor_id', ${userId === null ? '' : String(userId)}, true), set_config('clinic.stage_note', ${note ?? ''}, true)`.execute(db);
}

export async function insertLeadInteraction(
  db: Executor,
  values: { leadId: number; kind: LeadInteractionKind; note: string | null; userId: number | null },
): Promise<number> {
  const row = await db.insertInto('leadInteractions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The lead's timeline, newest first. */
export async function findLeadInteractions(db: Executor, leadId: number, limit = 200): Promise<LeadInteractionRow[]> {
  return db
    .selectFrom('leadInteractions as i')
    .leftJoin('users as u', 'u.id', 'i.userId')
    .select(['i.id', 'i.leadId', 'i.kind', 'i.note', 'i.fromStage', 'i.toStage', 'i.userId', 'i.createdAt'])
    .select(sql<string | null>`u.first_name || ' ' || u.last_name`.as('userName'))
    .where('i.leadId', '=', leadId)
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
}

/** Leads whose 'Próximo contato' is before `before` (the end of the asked day), oldest first; lost leads left out. */
export async function findLeadFollowUps(db: Executor, before: Date, limit = 500) {
  return db
    .selectFrom('leads as l')
    .select(['l.id', 'l.name', 'l.whatsapp', 'l.origin', 'l.stage', 'l.nextContactAt'])
    .where('l.nextContactAt', 'is not', null)
    .where('l.nextContactAt', '<', before)
    .where('l.stage', '<>', 'perdido')
    .orderBy('l.nextContactAt')
    .orderBy('l.id')
    .limit(limit)
    .execute();
}

/** Every lead, newest first, with what the demo pipeline spreads them by. */
export async function findLeadsNewestFirst(db: Executor) {
  return db.selectFrom('leads').select(['id', 'status', 'origin', 'date']).orderBy('date', 'desc').orderBy('id', 'desc').execute();
}
