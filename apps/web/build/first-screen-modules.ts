/**
 * Which modules the first screens (the dashboard, the agenda, the patient list) need, for the
 * 'shared' / 'later' split of vite.config.ts.
 *
 * The module graph alone says little: the app imports Mantine, the icons and the domain through
 * their index files, which import every component, every icon and every schema. So this walks the
 * graph as the bundler's tree-shaking does at the level of a module: an ordinary module brings
 * every module it imports, but through an index file (a module made only of imports and exports)
 * only the modules that define the names actually imported.
 *
 * The roots are the modules `src/early-code-fetch.ts` asks for at start (the signed-in part and
 * each first screen with its feature slots): what a visit that starts on a first screen fetches
 * before its first render.
 */
import path from 'node:path';

/** One `import … from` / `export … from` / bare `import '…'` of a module. */
export interface Declaration {
  source: string;
  /** The imported names (as the target exports them), or 'all' (namespace, side effect, `export *`). */
  names: string[] | 'all';
  /** For `export * from` (not `export * as`). */
  star?: boolean;
  /** For an index file's own exports: exported name → imported name (`export { a as b } from`). */
  reexports?: Map<string, string>;
  /** For an import: local name → imported name ('*' for a namespace). */
  locals?: Map<string, string>;
}

const STRING = String.raw`['"]([^'"]+)['"]`;
const IMPORT_FROM = new RegExp(String.raw`(?:^|[;\s])import(?:\s+(?!type\s)|(?=[{*]))([\w$*{}\s,]+?)\s*from\s*${STRING}`, 'g');
const IMPORT_BARE = new RegExp(String.raw`(?:^|[;\s])import\s*${STRING}`, 'g');
const EXPORT_FROM = new RegExp(String.raw`(?:^|[;\s])export\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*${STRING}`, 'g');
const EXPORT_LIST = /(?:^|[;\s])export\s*\{([^}]*)\}\s*(?!\s*from)/g;

/** `a as b, default as c` → [[a, b], [default, c]] (imported, local/exported). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((s) => s.trim())
    // Types are gone after the transform; in a file still in TypeScript they name no code.
    .filter((s) => s !== '' && !/^type\s/.test(s))
    .map((s) => {
      const [from, to] = s.split(/\s+as\s+/);
      return [from!.trim(), (to ?? from)!.trim()];
    });
}

/** The static imports and re-exports of a module's code (after the TypeScript/JSX transform). */
export function declarations(code: string): Declaration[] {
  const out: Declaration[] = [];
  for (const [, clause, source] of code.matchAll(IMPORT_FROM)) {
    const names: string[] = [];
    const locals = new Map<string, string>();
    let all = false;
    for (const part of clause!.match(/\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+/g) ?? []) {
      if (part.startsWith('{')) {
        for (const [from, to] of specifiers(part.slice(1, -1))) {
          names.push(from);
          locals.set(to, from);
        }
      } else if (part.startsWith('*')) {
        all = true;
        locals.set(part.replace(/^\*\s*as\s+/, ''), '*');
      } else {
        names.push('default');
        locals.set(part, 'default');
      }
    }
    out.push({ source: source!, names: all ? 'all' : names, locals });
  }
  for (const [, source] of code.matchAll(IMPORT_BARE)) out.push({ source: source!, names: 'all' });
  for (const [, what, source] of code.matchAll(EXPORT_FROM)) {
    if (what!.startsWith('*')) out.push({ source: source!, names: 'all', star: !/as/.test(what!) });
    else {
      const pairs = specifiers(what!.slice(1, -1));
      out.push({ source: source!, names: pairs.map(([from]) => from), reexports: new Map(pairs.map(([from, to]) => [to, from])) });
    }
  }
  return out;
}

/** The `export { local as name }` lists (without `from`): exported name → local name. */
function exportLists(code: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [, list] of code.matchAll(EXPORT_LIST)) for (const [local, name] of specifiers(list!)) out.set(name, local);
  return out;
}

/** Whether a module's code declares an export named `name`. */
function exportsName(code: string, name: string): boolean {
  const escaped = name.replace(/[$]/g, '\\$&');
  return (
    new RegExp(String.raw`export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+${escaped}(?![\w$])`).test(code) ||
    [...code.matchAll(EXPORT_LIST)].some(([, list]) => specifiers(list!).some(([, exported]) => exported === name))
  );
}

/** A module made only of imports and exports, with at least one export (after removing comments and directives). */
export function isIndexFile(code: string): boolean {
  if (!/(^|[;\s])export\s*[{*]/.test(code)) return false;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/[^\n]*/g, '$1')
    .replace(/^\s*['"]use (client|strict)['"];?/gm, '')
    .replace(new RegExp(String.raw`(?:^|[;\s])import\s*[\w$*{}\s,]+?\s*from\s*${STRING}\s*;?`, 'g'), ' ')
    .replace(new RegExp(String.raw`(?:^|[;\s])import\s*${STRING}\s*;?`, 'g'), ' ')
    .replace(new RegExp(String.raw`(?:^|[;\s])export\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*(from\s*${STRING})?\s*;?`, 'g'), ' ');
  return rest.trim() === '';
}

export interface Graph {
  /** The code of a module in the build (after transform), or null for one without code. */
  code(id: string): string | null;
  /** The ids of the modules a module imports statically. */
  imports(id: string): readonly string[];
  /** Resolves an import of `importer` to a module id. */
  resolve(source: string, importer: string): Promise<string | null>;
}

/** The modules `roots` need, following only the names imported through index files. */
export async function neededModules(graph: Graph, roots: readonly string[]): Promise<Set<string>> {
  const needed = new Set<string>();
  const indexFiles = new Map<string, boolean>();
  const isIndex = (id: string) => {
    let known = indexFiles.get(id);
    if (known === undefined) indexFiles.set(id, (known = isIndexFile(graph.code(id) ?? 'x')));
    return known;
  };
  const parsed = new Map<string, Promise<{ decl: Declaration; target: string | null }[]>>();
  const resolvedDeclarations = (id: string) => {
    let found = parsed.get(id);
    if (!found) {
      found = Promise.all(declarations(graph.code(id) ?? '').map(async (decl) => ({ decl, target: await graph.resolve(decl.source, id) })));
      parsed.set(id, found);
    }
    return found;
  };
  /** Names already followed per index file ('all' once everything was). */
  const followed = new Map<string, Set<string> | 'all'>();
  const queue: { id: string; names: string[] | 'all' }[] = roots.map((id) => ({ id, names: 'all' }));

  /** Per index file: exported name → where it comes from, and the `export *` targets. */
  const indexes = new Map<string, Promise<{ names: Map<string, { id: string; names: string[] | 'all' }>; stars: string[] }>>();
  const indexOf = (id: string) => {
    let found = indexes.get(id);
    if (!found) {
      found = resolvedDeclarations(id).then((decls) => {
        const names = new Map<string, { id: string; names: string[] | 'all' }>();
        const locals = new Map<string, { id: string; names: string[] | 'all' }>();
        const stars: string[] = [];
        for (const { decl, target } of decls) {
          if (!target) continue;
          if (decl.star) stars.push(target);
          for (const [name, imported] of decl.reexports ?? []) names.set(name, { id: target, names: [imported] });
          for (const [local, imported] of decl.locals ?? []) locals.set(local, { id: target, names: imported === '*' ? 'all' : [imported] });
        }
        for (const [name, local] of exportLists(graph.code(id) ?? '')) {
          const from = locals.get(local);
          if (from) names.set(name, from);
        }
        return { names, stars };
      });
      indexes.set(id, found);
    }
    return found;
  };

  /**
   * The module that defines `name` as index file `id` exports it, following `export … from` and
   * `export *` through index files and ordinary modules alike (as tree-shaking does, a module that
   * only passes the name on is not needed). Every module the index file imports when unsure.
   */
  const behind = async (id: string, name: string, seen = new Set<string>(), nested = false): Promise<{ id: string; names: string[] | 'all' }[]> => {
    if (seen.has(id)) return [];
    seen.add(id);
    if (nested && !isIndex(id) && exportsName(graph.code(id) ?? '', name)) return [{ id, names: 'all' }];
    const index = await indexOf(id);
    const direct = index.names.get(name);
    if (direct) return [direct];
    for (const target of index.stars) {
      const found = await behind(target, name, seen, true);
      if (found.length) return found;
    }
    if (nested) return [];
    // Not found: everything the index file imports, as the module graph says.
    return graph.imports(id).map((target) => ({ id: target, names: 'all' as const }));
  };

  while (queue.length) {
    const { id, names } = queue.pop()!;
    if (isIndex(id)) {
      const done = followed.get(id) ?? new Set<string>();
      if (done === 'all') continue;
      if (names === 'all') {
        followed.set(id, 'all');
        needed.add(id);
        for (const target of graph.imports(id)) queue.push({ id: target, names: 'all' });
        continue;
      }
      followed.set(id, done);
      needed.add(id);
      for (const name of names) {
        if (done.has(name)) continue;
        done.add(name);
        queue.push(...(await behind(id, name)));
      }
      continue;
    }
    if (needed.has(id)) continue;
    needed.add(id);
    const imports = graph.imports(id);
    if (!imports.some(isIndex)) {
      for (const target of imports) queue.push({ id: target, names: 'all' });
      continue;
    }
    // Through an index file, only the names this module imports from it.
    const decls = await resolvedDeclarations(id);
    const viaDeclarations = new Set<string>();
    for (const { decl, target } of decls) {
      if (!target) continue;
      viaDeclarations.add(target);
      queue.push({ id: target, names: isIndex(target) ? decl.names : 'all' });
    }
    for (const target of imports) if (!viaDeclarations.has(target)) queue.push({ id: target, names: 'all' });
  }
  return needed;
}

/**
 * The modules `src/early-code-fetch.ts` imports (`import('./…')`), as absolute paths without
 * extension, by first screen: those before the first `if (/^\/…/.test(pathname))` are every first
 * screen's (the signed-in part), those after one are that screen's (named by its path's first word,
 * 'dashboard' for /).
 */
export function firstScreenRoots(earlyCodeFetch: string, srcDir: string): { common: string[]; screens: Map<string, string[]> } {
  const common: string[] = [];
  const screens = new Map<string, string[]>();
  let screen: string | undefined;
  for (const [, condition, spec] of earlyCodeFetch.matchAll(/if\s*\(\s*\/\^\\\/([\w-]*)|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    if (condition !== undefined) {
      screen = condition || 'dashboard';
      continue;
    }
    const root = path.resolve(srcDir, spec!);
    if (screen === undefined) common.push(root);
    else screens.set(screen, [...(screens.get(screen) ?? []), root]);
  }
  return { common, screens };
}
