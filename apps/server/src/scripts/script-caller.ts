/**
 * Runs procedures in-process, as a signed-in admin, without HTTP: the same validation, rules and
 * activity log as the web app and the REST API.
 */
import { createCaller, createContext } from '@clinic/api';
import { type DatabaseHandle, createDatabase, findFirstActiveAdmin, findUserByEmail, migrateToLatest } from '@clinic/db';

import { loadConfig } from '../config';

export interface ScriptCaller {
  caller: ReturnType<typeof createCaller>;
  /** The admin the changes are logged under, if any exists yet. */
  actingAs: string | null;
  handle: DatabaseHandle;
}

export async function openScriptCaller(asEmail?: string): Promise<ScriptCaller> {
  const config = loadConfig();
  const handle = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(handle.db);
  const user = asEmail ? await findUserByEmail(handle.db, asEmail) : await findFirstActiveAdmin(handle.db);
  if (asEmail && !user) throw new Error(`Usuário ${asEmail} não encontrado`);
  const ctx = createContext({ db: handle.db, user: user ?? null, ipAddress: null, userAgent: 'script de linha de comando' });
  return { caller: createCaller(ctx), actingAs: user?.email ?? null, handle };
}

/** Prints what went wrong in Portuguese and exits non-zero. */
export function failScript(error: unknown): never {
  type Issues = { issues?: { message: string }[] };
  // A zod refusal, the script's own (a role on the command line) or the procedure's (behind a tRPC error).
  const issue = ((error as Issues)?.issues ?? (error as { cause?: Issues })?.cause?.issues)?.[0];
  console.error(`Erro: ${issue ? issue.message : error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
