/**
 * pnpm db:backup [ARQUIVO]: a backup of the clinic's database (DATABASE_URL: PostgreSQL with
 * pg_dump; otherwise the embedded one in DATA_DIR, with the server stopped). Without a file name it
 * goes to backups/clinica-<data e hora>.dump (PostgreSQL) or .tar.gz (embedded).
 */
import path from 'node:path';

import { backupPglite, backupPostgres } from '@clinic/db';

import { loadConfig } from '../config';

const config = loadConfig();
const cwd = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
const given = process.argv[2];
const file = path.resolve(cwd, given ?? `backups/clinica-${stamp}.${config.databaseUrl ? 'dump' : 'tar.gz'}`);

try {
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupPglite(config.dataDir, file);
  console.log(`Backup salvo em ${file}`);
} catch (error) {
  console.error(`Backup não realizado: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
