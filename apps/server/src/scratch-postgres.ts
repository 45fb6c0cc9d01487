/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, a free port), so a test can
 * stop it the way an operator or a crash does (`pg_ctl stop -m fast` / `-m immediate`) and start it
 * again, without touching the machine's shared server that other test files use.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL binaries of this machine (Debian keeps them per major version), if any. */
export function postgresBinDir(): string | undefined {
  const candidates = [process.env.PG_BIN_DIR, '/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];
  return candidates.find((dir): dir is string => !!dir && existsSync(path.join(dir, 'pg_ctl')));
}

export interface ScratchPostgres {
  url: string;
  /** Stops the server: 'fast' ends sessions with an admin-shutdown error, 'immediate' is a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (set PG_BIN_DIR)');
  // PostgreSQL refuses to run as root: as root, the server runs as the `postgres` system user.
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-scratch-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const exec = async (tool: string, args: string[]) => {
    const file = path.join(bin, tool);
    if (asRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args]);
    else await run(file, args);
  };
  if (asRoot) await run('chown', ['postgres', dir]);
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => exec('pg_ctl', ['-D', data, '-o', options, '-w', '-t', '30', '-l', path.join(dir, 'log'), 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => exec('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    async destroy() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
