/**
 * No circle in the import graph, type-only imports included (ESLint's import-x/no-cycle skips
 * those: they vanish at run time, but a type circle still ties two modules into one). Reads every
 * source file of the packages below with TypeScript's own import scanner, follows relative
 * imports, and fails (exit 1) on any strongly connected group of files. Part of `pnpm lint`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/api/src', 'packages/db/src', 'packages/domain/src'];
/**
 * Circles known and being removed (reported, not failed): none since issue 21. Drop a line when
 * its circle is gone (the check says so).
 */
const KNOWN = [];

const files = SOURCES.flatMap((dir) => walk(path.join(root, dir)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const cycles = stronglyConnected(graph).filter((group) => group.length > 1 || graph.get(group[0]).includes(group[0]));

const key = (group) => group.map((file) => path.relative(root, file)).sort().join(' ⇄ ');
const knownKeys = new Set(KNOWN.map((group) => [...group].sort().join(' ⇄ ')));
const found = cycles.map(key);
const fresh = found.filter((cycle) => !knownKeys.has(cycle));
for (const cycle of found.filter((c) => knownKeys.has(c))) console.warn(`import circle (known, being removed): ${cycle}`);
for (const gone of [...knownKeys].filter((k) => !found.includes(k))) console.warn(`known circle gone, drop it from KNOWN in scripts/import-cycles.mjs: ${gone}`);
for (const cycle of fresh) console.error(`import circle: ${cycle}`);
if (fresh.length) {
  console.error(`${fresh.length} import circle(s): move the shared piece (often a type) down into a module both import.`);
  process.exit(1);
}
console.log(`import-cycles: ${files.length} files, no new circle (${found.length - fresh.length} known).`);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(path.resolve(path.dirname(file), spec)))
    .filter((target) => target !== undefined);
}

function resolve(base) {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Tarjan's algorithm, iterative (deep graphs would overflow a recursive one). */
function stronglyConnected(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = edges.get(node) ?? [];
      if (i < targets.length) {
        frame[1]++;
        const target = targets[i];
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        groups.push(group);
      }
    }
  }
  return groups;
}
