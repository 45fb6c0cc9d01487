import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createDatabase, migrateToLatest } from '@clinic/db';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function createUser(dataDir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/scripts/create-user.ts', '--email', 'joana@clinica.com', '--password', 'Uma-Senha-Forte-9',
      '--first-name', 'Joana', '--last-name', 'Lima'],
    { cwd: serverRoot, env: { ...env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 },
  );
}

describe('scripts on the embedded database', () => {
  it('refuse to open it while the server has it open, in Portuguese and with a non-zero exit', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-data-'));
    const running = createDatabase({ dataDir });
    try {
      await migrateToLatest(running.db);
      const refused = createUser(dataDir);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/já está aberto por outro processo .*o servidor está rodando\?/);
      expect(await running.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await running.close();
    }
    const allowed = createUser(dataDir);
    expect(allowed.stderr).toBe('');
    expect(allowed.status).toBe(0);
    expect(allowed.stdout).toContain('Primeira conta da clínica');
  }, 120_000);
});
