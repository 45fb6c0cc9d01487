import {
  type AdAccountRow,
  type Database,
  type Executor,
  type Kysely,
  findAdAccountById,
  findAllAdAccounts,
  insertAdAccount,
  updateAdAccount,
} from '@clinic/db';
import type { AdAccount, AdAccountInput, AdAccountUpdate } from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError, fromConstraint } from '../../errors';
import { insertLogged, logActivity } from '../activity-log';

export function toAdAccountDto(row: AdAccountRow): AdAccount {
  return {
    id: row.id,
    accountNumber: row.accountNumber,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const statusWord = (active: boolean) => (active ? 'ativa' : 'inativa');

export async function listAdAccounts(db: Kysely<Database>): Promise<AdAccount[]> {
  return (await findAllAdAccounts(db)).map(toAdAccountDto);
}

export async function getAdAccount(db: Kysely<Database>, id: number): Promise<AdAccount> {
  const row = await findAdAccountById(db, id);
  if (!row) throw new AppError('AD_ACCOUNT_NOT_FOUND');
  return toAdAccountDto(row);
}

/** Inserts an account and its log row in the caller's transaction (the demo seeding uses it too). */
export async function insertAdAccountLogged(tx: Executor, actor: Actor, input: AdAccountInput): Promise<AdAccountRow> {
  const { accountNumber, name, description, isActive } = input;
  return insertLogged(
    tx,
    actor,
    'ad_account',
    insertAdAccount(tx, { accountNumber, name, description: description ?? null, isActive }),
    (row) => `Conta de anúncio "${row.name}" (${row.accountNumber}) criada (${statusWord(row.isActive)})`,
  );
}

export async function createAdAccount(db: Kysely<Database>, actor: Actor, input: AdAccountInput): Promise<AdAccount> {
  return db
    .transaction()
    .execute(async (tx) => toAdAccountDto(await insertAdAccountLogged(tx, actor, input)))
    .catch((error: unknown) => {
      throw fromConstraint(error);
    });
}

export async function updateAdAccountById(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: AdAccountUpdate,
  now: Date,
): Promise<AdAccount> {
  return db
    .transaction()
    .execute(async (tx) => {
      const before = await findAdAccountById(tx, id);
      if (!before) throw new AppError('AD_ACCOUNT_NOT_FOUND');
      const row = await updateAdAccount(tx, id, input, now);
      if (!row) throw new AppError('AD_ACCOUNT_NOT_FOUND');
      const changes: string[] = [];
      if (before.name !== row.name) changes.push(`nome "${before.name}" → "${row.name}"`);
      if (before.accountNumber !== row.accountNumber) changes.push(`número ${before.accountNumber} → ${row.accountNumber}`);
      if ((before.description ?? '') !== (row.description ?? '')) changes.push('descrição alterada');
      if (before.isActive !== row.isActive) changes.push(`status ${statusWord(before.isActive)} → ${statusWord(row.isActive)}`);
      await logActivity(tx, actor, {
        action: 'update',
        entity: 'ad_account',
        entityId: row.id,
        description: `Conta de anúncio "${row.name}" atualizada${changes.length ? `: ${changes.join('; ')}` : ' (sem alterações)'}`,
      });
      return toAdAccountDto(row);
    })
    .catch((error: unknown) => {
      throw fromConstraint(error);
    });
}

/** Accounts are never deleted (their reports point at them): deactivating hides them from new requests. */
export async function deactivateAdAccount(db: Kysely<Database>, actor: Actor, id: number, now: Date): Promise<AdAccount> {
  return db.transaction().execute(async (tx) => {
    const before = await findAdAccountById(tx, id);
    if (!before) throw new AppError('AD_ACCOUNT_NOT_FOUND');
    if (!before.isActive) return toAdAccountDto(before);
    const row = await updateAdAccount(tx, id, { isActive: false }, now);
    if (!row) throw new AppError('AD_ACCOUNT_NOT_FOUND');
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'ad_account',
      entityId: row.id,
      description: `Conta de anúncio "${row.name}" desativada`,
    });
    return toAdAccountDto(row);
  });
}
