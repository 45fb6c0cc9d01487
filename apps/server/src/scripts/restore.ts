/**
 * pnpm db:restore ARQUIVO: puts a backup made by db:backup back (DATABASE_URL: PostgreSQL, in one
 * transaction; otherwise the embedded database in DATA_DIR, with the server stopped: the current
 * folder is kept beside it, never overwritten).
 */
import path from 'node:path';

import { restorePglite, restorePostgres } from '@clinic/db';

import { loadConfig } from '../config';

const given = process.argv[2];
if (!given) {
  console.error('Uso: pnpm db:restore ARQUIVO (um backup feito com pnpm db:backup)');
  process.exit(2);
}
const config = loadConfig();
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

try {
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file);
  } else {
    const keptAt = await restorePglite(file, config.dataDir);
    if (keptAt) console.log(`O banco anterior foi guardado em ${keptAt}`);
  }
  console.log(`Backup ${file} restaurado.`);
} catch (error) {
  console.error(`Restauração não realizada: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
