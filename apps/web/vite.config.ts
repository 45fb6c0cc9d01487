/// <reference types="vitest/config" />
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { type Plugin, type Rolldown, defineConfig } from 'vite';

import { type Graph, firstScreenRoots, neededModules } from './build/first-screen-modules.ts';
import {
  type BuiltChunk,
  FIRST_SCREEN_PAGES_FILE,
  firstScreenFiles,
  firstScreenPage,
  firstScreenPageFile,
  firstScreenPath,
  staticClosure,
} from './build/first-screen-pages.ts';

/** The API server in development. `changeOrigin: false` keeps the Host header equal to the
 * browser's Origin, which the server's same-origin check for mutations requires. */
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false };

/**
 * Writes `.br` and `.gz` beside every text asset of the build, once, at maximum compression; the
 * server sends the one the browser accepts (@fastify/static `preCompressed`) at no cost per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
  return {
    name: 'clinic-precompress',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir!;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Fails the build when the JavaScript names a Mantine class or keyframes (`m_` and 8 hex digits) that no emitted
 * stylesheet defines: the app imports the styles of the Mantine components it uses one by one
 * (src/lib/mantine-core-styles.css), so a component used for the first time must be added there.
 */
function mantineStylesComplete(): Plugin {
  const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
  return {
    name: 'clinic-mantine-styles-complete',
    apply: 'build',
    generateBundle(_options, bundle) {
      let css = '';
      const used = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') for (const name of file.code.match(MANTINE_CLASS) ?? []) used.add(name);
        else if (file.fileName.endsWith('.css')) css += typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString();
      }
      // A class, or an animation's keyframes (the loader's, the skeleton's).
      const missing = [...used].filter((name) => !css.includes(name));
      if (missing.length > 0) {
        this.error(
          `Mantine classes without styles: ${missing.join(', ')}. Add the component's file from @mantine/core/styles/ ` +
            'to src/lib/mantine-core-styles.css (find it with: grep -l CLASS node_modules/@mantine/core/styles/*.css).',
        );
      }
    },
  };
}

/**
 * The chunk of each shared module a first screen needs (see build/first-screen-modules.ts): 'shared'
 * when two first screens or more need it, `shared-<screen>` when only one does. Known once the
 * module graph is.
 */
const firstScreenChunk = new Map<string, string>();
/** The modules the first screens load after their first render (the booking dialog, the patient form…). */
const deferredParts = new Set<string>();
/** Their roots: the modules a first screen imports lazily from its own feature folder. */
let deferredRootIds = new Set<string>();
/** Each first screen's modules fetched at start (the signed-in part and the screen's own). */
let firstScreenRootIds = new Map<string, string[]>();

/**
 * Finds, once every module is loaded, the modules each first screen (what src/early-code-fetch.ts
 * asks for) needs before its first render: their shared code goes into 'shared' or the screen's own
 * `shared-<screen>` chunk. Then those the first screens' deferred parts need (what a first screen's
 * module imports lazily from its own feature folder: the closed booking dialog, the patient form,
 * the filters' fields), whose shared code goes into 'later'; the rest of the shared code, which only
 * other screens use, into 'other'.
 */
function findFirstScreenModules(): Plugin {
  return {
    name: 'clinic-first-screen-modules',
    apply: 'build',
    async buildEnd() {
      const srcDir = path.resolve(import.meta.dirname, 'src');
      const { common, screens } = firstScreenRoots(readFileSync(path.join(srcDir, 'early-code-fetch.ts'), 'utf8'), srcDir);
      const ids = [...this.getModuleIds()];
      const idOf = (root: string) => {
        const id = ids.find((candidate) => candidate.replace(/\.[jt]sx?$/, '') === root);
        if (!id) this.error(`early-code-fetch.ts imports ${root}, which is not in the build`);
        return id!;
      };
      const graph: Graph = {
        code: (id) => this.getModuleInfo(id)?.code ?? null,
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        resolve: async (source, importer) => (await this.resolve(source, importer))?.id ?? null,
      };
      firstScreenRootIds = new Map([...screens].map(([screen, roots]) => [screen, [...common, ...roots].map(idOf)]));
      const screensOf = new Map<string, string[]>();
      for (const [screen, roots] of firstScreenRootIds) {
        for (const id of await neededModules(graph, roots)) screensOf.set(id, [...(screensOf.get(id) ?? []), screen]);
      }
      firstScreenChunk.clear();
      for (const [id, needers] of screensOf) firstScreenChunk.set(id, needers.length > 1 ? 'shared' : `shared-${needers[0]}`);

      const folderOf = (id: string) => /\/src\/features\/[^/]+\//.exec(id)?.[0];
      const deferredRoots = [...screensOf.keys()].flatMap((id) =>
        (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((target) => folderOf(id) !== undefined && folderOf(target) === folderOf(id)),
      );
      deferredRootIds = new Set(deferredRoots);
      deferredParts.clear();
      for (const id of await neededModules(graph, deferredRoots)) if (!screensOf.has(id)) deferredParts.add(id);
    },
    generateBundle(_options, bundle) {
      // A first screen that imports 'later', 'other' or another first screen's chunk would fetch all
      // of it before its first render: the analysis missed a module it needs (a new kind of import or
      // re-export?).
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, builtChunk(chunk)]));
      for (const [screen, roots] of firstScreenRootIds) {
        const rootFiles = chunks.filter((chunk) => roots.includes(chunk.facadeModuleId ?? '')).map((chunk) => chunk.fileName);
        for (const file of staticClosure(byName, rootFiles)) {
          const name = bundle[file]?.name ?? '';
          if (name === 'later' || name === 'other' || (name.startsWith('shared-') && name !== `shared-${screen}`)) {
            this.warn(`the first screen '${screen}' imports the '${name}' chunk: see build/first-screen-modules.ts`);
          }
        }
      }
    },
  };
}

/** The fields of an output chunk that build/first-screen-pages.ts reads. */
const builtChunk = (chunk: Rolldown.OutputChunk): BuiltChunk => ({
  fileName: chunk.fileName,
  isEntry: chunk.isEntry,
  facadeModuleId: chunk.facadeModuleId,
  imports: chunk.imports,
  dynamicImports: chunk.dynamicImports,
  css: [...(chunk.viteMetadata?.importedCss ?? [])],
});

/**
 * Writes each first screen's page beside index.html (build/first-screen-pages.ts) and the file that
 * tells the server which address each page answers. After Vite's HTML plugin, whose index.html it
 * starts from.
 */
function firstScreenPages(): Plugin {
  return {
    name: 'clinic-first-screen-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is not in the bundle yet');
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [builtChunk(file)] : []));
      const pages: Record<string, string> = {};
      for (const [screen, roots] of firstScreenRootIds) {
        const files = firstScreenFiles(chunks, roots, deferredRootIds);
        if (files.scripts.length === 0) this.error(`the first screen '${screen}' has no chunks of its own`);
        const fileName = firstScreenPageFile(screen);
        this.emitFile({ type: 'asset', fileName, source: firstScreenPage(String(index.source), files) });
        pages[firstScreenPath(screen)] = fileName;
      }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_PAGES_FILE, source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}

/** Libraries, the domain package and the web app's shared components: the 'shared' and 'later' chunks (below). */
const SHARED = /node_modules|packages\/domain|apps\/web\/src\/(components|lib)\//;
/**
 * The texts of the features whose pieces the shell and the dashboard draw (patient tabs, dashboard
 * cards): shared by the signed-in chunk and their own, they would otherwise be cut into a small file
 * each, fetched at every start.
 */
const FIRST_SCREEN_TEXTS = /apps\/web\/src\/features\/(clinical-record|diary|packages|privacy|attendance|confirmations)\/[^/]+\.text\.ts$/;
/**
 * Domain modules only the report family, leads, logs, services, integrations and instruments screens use: their zod schemas are
 * built when their module is evaluated, so in the shared chunk a phone would build them all on the
 * agenda too. They go with the screens that use them.
 */
const LEFT_TO_THEIR_SCREENS =
  /packages\/domain\/src\/(ad-accounts|report-requests|campaign-analysis|consolidated-reports|leads|system-logs|services|api-tokens|instruments|personal-data)\//;

/** What goes into the 'shared', 'later' or 'other' chunk (see `findFirstScreenModules`). */
const isShared = (id: string) =>
  !id.includes('xlsx') && !id.includes('fflate') && !id.includes('qrcode-generator') &&
  (SHARED.test(id) || FIRST_SCREEN_TEXTS.test(id)) &&
  !LEFT_TO_THEIR_SCREENS.test(id);

export default defineConfig({
  plugins: [react(), findFirstScreenModules(), firstScreenPages(), precompress(), mantineStylesComplete()],
  server: {
    proxy: {
      '/trpc': api,
      '/api': api,
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left to itself the bundler cuts the code into some seventy files by which screens share
          // a module, and a phone's browser fetches them six at a time, a round trip per wave:
          // /patients started with 66 requests. A few groups instead: everything the entry imports
          // statically goes into the main chunk; of the libraries and shared modules (Mantine, icons,
          // dates, the domain, components/ and lib/), what the first screens (the dashboard, the
          // agenda, the patient list: what src/early-code-fetch.ts asks for) need before their first
          // render goes into 'shared' (what two of them or more need) and 'shared-<screen>' (what only
          // that one needs: the agenda's date picker and selects), fetched beside the first screen's
          // own chunk; what those screens load after their first render (the closed booking dialog,
          // the patient form: form handling, number inputs, their schemas) into 'later'; what only
          // the other screens use into 'other' (see `findFirstScreenModules`). The spreadsheet and zip
          // libraries stay apart (only an export or an import loads them), and so does the QR code
          // library (only 'Mostrar QR code' on a diary's link loads it).
          groups: [
            { name: 'start', tags: ['$initial'], priority: 4 },
            {
              name: (id: string) => firstScreenChunk.get(id) ?? null,
              debugName: 'first screens',
              test: (id: string) => isShared(id) && firstScreenChunk.has(id),
              priority: 3,
            },
            { name: 'later', test: (id: string) => isShared(id) && deferredParts.has(id), priority: 2 },
            { name: 'other', test: isShared, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
