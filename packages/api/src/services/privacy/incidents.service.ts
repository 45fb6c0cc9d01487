import { type Database, type Kysely, findIncident, findIncidents, insertIncident, updateIncidentRow } from '@clinic/db';
import {
  INCIDENT_RISK_LABELS,
  INCIDENT_STATUS_LABELS,
  type Incident,
  type IncidentInput,
  type IncidentRisk,
  type IncidentStatus,
  type IncidentUpdate,
  PRIVACY_TEXT,
  anpdDueOn,
  formatIsoDate,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { toIncidentDto } from './privacy-dto';

export async function listIncidents(db: Kysely<Database>): Promise<Incident[]> {
  return (await findIncidents(db)).map(toIncidentDto);
}

/** Registers an incident with the day the ANPD must be notified (3 business days after its discovery). Logged. */
export async function createIncident(db: Kysely<Database>, actor: Actor, input: IncidentInput, now: Date): Promise<Incident> {
  const parsed = input;
  const discoveredAt = new Date(parsed.discoveredAt);
  if (discoveredAt.getTime() > now.getTime() + 60_000) throw new AppError('INVALID_INPUT', { message: PRIVACY_TEXT.discoveredFuture });
  return db.transaction().execute(async (tx) => {
    const row = await insertIncident(tx, {
      description: parsed.description,
      discoveredAt,
      anpdDueOn: anpdDueOn(discoveredAt),
      dataAffected: parsed.dataAffected,
      holdersAffected: parsed.holdersAffected,
      measures: parsed.measures ?? null,
      risk: parsed.risk,
      communications: parsed.communications ?? null,
      anpdNotifiedOn: parsed.anpdNotifiedOn ?? null,
      createdBy: actor.userId,
    });
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'incident',
      entityId: row.id,
      description: PRIVACY_TEXT.incidentCreated(row.id, formatIsoDate(row.anpdDueOn)),
    });
    return toIncidentDto((await findIncident(tx, row.id))!);
  });
}

const FIELD_WORDS: Record<string, string> = {
  measures: 'medidas',
  communications: 'comunicações',
  anpdNotifiedOn: 'comunicação à ANPD',
};

/** Updates the measures, the risk, the communications, the ANPD notification day or the status. Logged. */
export async function updateIncident(db: Kysely<Database>, actor: Actor, id: number, input: IncidentUpdate): Promise<Incident> {
  const parsed = input;
  return db.transaction().execute(async (tx) => {
    const before = await findIncident(tx, id, { lock: true });
    if (!before) throw new AppError('INCIDENT_NOT_FOUND');
    const changes = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as Partial<
      Pick<Incident, 'measures' | 'communications' | 'anpdNotifiedOn'> & { risk: IncidentRisk; status: IncidentStatus }
    >;
    const words: string[] = [];
    for (const [key, value] of Object.entries(changes)) {
      if (value === before[key as keyof typeof before]) continue;
      if (key === 'risk') words.push(`risco ${INCIDENT_RISK_LABELS[before.risk as IncidentRisk]} → ${INCIDENT_RISK_LABELS[value as IncidentRisk]}`);
      else if (key === 'status') words.push(`status ${INCIDENT_STATUS_LABELS[before.status as IncidentStatus]} → ${INCIDENT_STATUS_LABELS[value as IncidentStatus]}`);
      else words.push(FIELD_WORDS[key]!);
    }
    await updateIncidentRow(tx, id, changes);
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'incident',
      entityId: id,
      description: PRIVACY_TEXT.incidentUpdated(id, words.length ? words.join('; ') : 'sem alterações'),
    });
    return toIncidentDto((await findIncident(tx, id))!);
  });
}
