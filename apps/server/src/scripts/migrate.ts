import { createDatabase, migrateToLatest } from '@clinic/db';

import { loadConfig } from '../config';

const config = loadConfig();
const handle = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco de dados já está atualizado.');
} finally {
  await handle.close();
}
