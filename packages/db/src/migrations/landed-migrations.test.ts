/**
 * Landed migrations are history: a database that ran one never runs it again, so editing it
 * afterwards silently splits the clinics' schemas from a fresh one's. `landed.sha256` holds the
 * SHA-256 of every migration file that landed (the `sha256sum` format); this test fails when one
 * changes, disappears, or a new one is not listed yet.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { migrations } from './index';

const DIR = import.meta.dirname;
const LIST = 'landed.sha256';
const APPEND = (file: string) => `cd packages/db/src/migrations && sha256sum ${file} >> ${LIST}`;

const landed = readFileSync(path.join(DIR, LIST), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [hash, file] = line.split(/\s+\*?/) as [string, string];
    return { hash, file };
  });
const files = readdirSync(DIR)
  .filter((name) => /^\d{4}-\d{2}-\d{2}T\d{4}-.+\.ts$/.test(name) && !name.endsWith('.test.ts'))
  .sort();
const sha256 = (file: string) => createHash('sha256').update(readFileSync(path.join(DIR, file))).digest('hex');

describe('landed migrations', () => {
  it('are unchanged since they landed (change the schema with a new migration instead)', () => {
    for (const { hash, file } of landed) {
      expect(files, `${file} is listed in ${LIST} but gone: a landed migration is never removed`).toContain(file);
      expect(sha256(file), `${file} changed after it landed: restore it and write a new migration for the change`).toBe(hash);
    }
  });

  it('are all listed: a new migration appends its line to landed.sha256', () => {
    const listed = new Set(landed.map(({ file }) => file));
    for (const file of files) {
      expect(listed.has(file), `${file} is new: list it with \`${APPEND(file)}\``).toBe(true);
    }
  });

  it('are listed in the order they run, each one registered in index.ts', () => {
    const names = landed.map(({ file }) => file);
    expect(names, `${LIST} lists the migrations by name, oldest first`).toEqual([...names].sort());
    expect(Object.keys(migrations), 'index.ts registers every migration file, in order').toEqual(
      files.map((file) => file.replace(/\.ts$/, '')),
    );
  });
});
