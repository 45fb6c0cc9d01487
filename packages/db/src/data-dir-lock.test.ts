import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

describe('embedded database folder lock', () => {
  it('refuses a second process while the first one runs, in Portuguese', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(path.join(dir, '.lock'), String(child.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/já está aberto por outro processo .*o servidor está rodando\?/);
  });

  it('takes over the lock of a process that died (kill -9) at once, and releases it on close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const pid = child.pid!;
    writeFileSync(path.join(dir, '.lock'), String(pid));
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});
