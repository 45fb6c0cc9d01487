import {
  type Database,
  type Executor,
  type Kysely,
  type ServiceRow,
  deleteService,
  findServiceById,
  findServices,
  insertService,
  updateService,
} from '@clinic/db';
import { type Service, type ServiceInput, type ServiceUpdate, formatBRL } from '@clinic/domain';

import type { Actor } from '../../context';
import { deleteLogged, insertLogged, logActivity } from '../activity-log';
import { missedUpdate, rowToUpdate } from '../versions';

export function toServiceDto(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    quantity: row.quantity,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export async function listServices(db: Kysely<Database>, search?: string): Promise<Service[]> {
  return (await findServices(db, search)).map(toServiceDto);
}

/** Inserts a service and its log row in the caller's transaction. */
export async function insertServiceLogged(tx: Executor, actor: Actor, input: ServiceInput): Promise<ServiceRow> {
  return insertLogged(tx, actor, 'service', insertService(tx, input), (row) => `Serviço "${row.name}" criado (${formatBRL(row.price)})`);
}

export async function createService(db: Kysely<Database>, actor: Actor, input: ServiceInput): Promise<Service> {
  return db.transaction().execute(async (tx) => toServiceDto(await insertServiceLogged(tx, actor, input)));
}

export async function updateServiceById(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: ServiceUpdate,
  expectedVersion?: number,
): Promise<Service> {
  return db.transaction().execute(async (tx) => {
    const before = rowToUpdate(await findServiceById(tx, id), 'SERVICE_NOT_FOUND', expectedVersion);
    const service = await updateService(tx, id, input, expectedVersion);
    if (!service) throw missedUpdate(expectedVersion, 'SERVICE_NOT_FOUND');
    const changes: string[] = [];
    if (before.name !== service.name) changes.push(`nome "${before.name}" → "${service.name}"`);
    if (before.price !== service.price) changes.push(`valor ${formatBRL(before.price)} → ${formatBRL(service.price)}`);
    if (before.quantity !== service.quantity) changes.push(`quantidade ${before.quantity} → ${service.quantity}`);
    if ((before.description ?? '') !== (service.description ?? '')) changes.push('descrição');
    if (before.isActive !== service.isActive) changes.push(service.isActive ? 'ativado' : 'desativado');
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'service',
      entityId: id,
      description: `Serviço "${service.name}" atualizado${changes.length ? `: ${changes.join('; ')}` : ' (sem alterações)'}`,
    });
    return toServiceDto(service);
  });
}

export async function deleteServiceById(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await deleteLogged(
    db,
    actor,
    { entity: 'service', entityId: id, notFound: 'SERVICE_NOT_FOUND' },
    (tx) => deleteService(tx, id),
    (service) => `Serviço "${service.name}" excluído`,
  );
}
