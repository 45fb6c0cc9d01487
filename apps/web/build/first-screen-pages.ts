/**
 * A page of its own for each first screen (the dashboard, the agenda, the patient list): index.html
 * plus a `<link>` for each file that screen fetches before its first render. The server answers a
 * first screen's address with its page (apps/server/src/http/web-app-pages.ts).
 *
 * Without it a phone asked for the screen's code only once the main chunk had arrived and started
 * (src/early-code-fetch.ts): two waves of downloads one after the other, a round trip and the main
 * chunk's download apart. With the links in the HTML both waves start together.
 */

import { DEFERRED_CODE_META } from '../src/lib/deferred-code.ts';

/** What the build says of one chunk (a Rollup/Rolldown output chunk, the fields used here). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The chunks it imports statically. */
  imports: string[];
  /** The chunks it imports with `import()`. */
  dynamicImports: string[];
  /** The stylesheets it needs (Vite's `viteMetadata.importedCss`). */
  css: string[];
}

/** What a first screen's page asks for: at once (`scripts`, `styles`), and once the page has loaded (`later`). */
export interface FirstScreenFiles {
  scripts: string[];
  styles: string[];
  /** The code of its deferred parts (the closed booking dialog, the patient form…), fetched but not run. */
  later: string[];
}

/** The chunks `roots` import statically, themselves included. */
export function staticClosure(byName: Map<string, BuiltChunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byName.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The scripts and stylesheets a first screen fetches at start (the chunks of `rootModules` and
 * everything they import), less what index.html loads already (the entry chunk and its imports);
 * and the scripts of its deferred parts (what those chunks import with `import()` among
 * `deferredModules`, and what that imports), less all of the above.
 */
export function firstScreenFiles(chunks: BuiltChunk[], rootModules: string[], deferredModules: ReadonlySet<string> = new Set()): FirstScreenFiles {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByIndex = staticClosure(
    byName,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const roots = chunks.filter((chunk) => rootModules.includes(chunk.facadeModuleId ?? '')).map((chunk) => chunk.fileName);
  const atStart = staticClosure(byName, roots);
  const scripts = [...atStart].filter((file) => !loadedByIndex.has(file)).sort();
  const indexStyles = new Set([...loadedByIndex].flatMap((file) => byName.get(file)?.css ?? []));
  const styles = [...new Set(scripts.flatMap((file) => byName.get(file)?.css ?? []))].filter((file) => !indexStyles.has(file)).sort();
  const deferredRoots = [...atStart]
    .flatMap((file) => byName.get(file)?.dynamicImports ?? [])
    .filter((file) => deferredModules.has(byName.get(file)?.facadeModuleId ?? ''));
  const later = [...staticClosure(byName, deferredRoots)].filter((file) => !atStart.has(file) && !loadedByIndex.has(file)).sort();
  return { scripts, styles, later };
}

/**
 * index.html with the screen's files asked for from the head: the scripts as module preloads (the
 * credentials mode of the app's own module scripts, so the browser reuses them), the stylesheets as
 * preloads (they apply once the screen's code adds them, as without this page; a stylesheet link
 * would hold the first paint for them). The deferred parts' scripts are only listed, in a meta
 * element: the app prefetches them once the screen is drawn and the browser idle
 * (src/lib/deferred-code.ts). Prefetch links in the HTML would compete with the screen's own code
 * for a slow network (the agenda's largest paint came 0.4 s later).
 */
export function firstScreenPage(indexHtml: string, files: FirstScreenFiles): string {
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  const links = [
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...files.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...(files.later.length > 0 ? [`<meta name="${DEFERRED_CODE_META}" content="${files.later.map((file) => `/${file}`).join(' ')}">`] : []),
  ];
  return indexHtml.replace(/([ \t]*)<\/head>/, (_, indent: string) => `${links.map((link) => `${indent}  ${link}\n`).join('')}${indent}</head>`);
}

/** A first screen's address ('dashboard' is the root), as src/early-code-fetch.ts tests it. */
export const firstScreenPath = (screen: string): string => (screen === 'dashboard' ? '/' : `/${screen}`);

/** The file name of a first screen's page, beside index.html. */
export const firstScreenPageFile = (screen: string): string => `first-screen-${screen}.html`;

/** The file that tells the server which page answers which address (path → page file). */
export const FIRST_SCREEN_PAGES_FILE = 'first-screen-pages.json';
