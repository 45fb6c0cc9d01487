/**
 * One process per embedded database: PGlite has no server, so two processes opening the same
 * folder corrupt it. The first one writes its PID into `DATA_DIR/.lock` (created exclusively);
 * a later one finds a live PID there and refuses. A PID that no longer runs (a crash, kill -9)
 * leaves a stale file that the next start takes over at once, with no waiting period.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `O banco de dados embutido em ${dataDir} já está aberto por outro processo (PID ${pid}): ` +
        'o servidor está rodando? Pare-o antes de usar este comando, ou use DATABASE_URL (PostgreSQL).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (isRunning(pid)) throw new DataDirLockedError(dataDir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN);
}
