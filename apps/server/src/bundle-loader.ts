/**
 * dist/main.js: runs the server bundle (dist/server.cjs, built by build.mjs) with V8's code cache.
 *
 * Compiling the bundle's ~5 MB of JavaScript, and then each function it runs while starting, is
 * about a third of the server's start-up CPU. V8 can save the compiled code and take it back on the
 * next start; Node 22 does that for any module (module.enableCompileCache), Node 20 only for a
 * script compiled with node:vm, so the bundle is a CommonJS script run here by hand. The cache is
 * written once the server listens (so it holds the functions start-up ran), beside the bundle and
 * named after the bundle's hash (V8 checks only the source's length); a cache V8 refuses (another
 * Node version or V8 flags) is written anew, and a folder we may not write to just means no cache.
 */
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/** The bundle's hash, set by build.mjs. */
declare const BUNDLE_HASH: string;

const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url));
const dir = path.dirname(bundle);
const cacheFile = path.join(dir, `server.${BUNDLE_HASH}.v8cache`);

let cachedData: Buffer | undefined;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // first start of this build
}

// A CommonJS wrapper that also passes this module's import.meta (same folder as the bundle), which
// build.mjs substitutes for the bundle's own uses of import.meta.
const source = `(function (exports, require, module, __filename, __dirname, __import_meta) {${readFileSync(bundle, 'utf8')}\n})`;
const script = new vm.Script(source, { filename: bundle, cachedData });
const module = { exports: {} as { started?: Promise<unknown> } };
const run = script.runInThisContext() as (...args: unknown[]) => void;
run.call(module.exports, module.exports, createRequire(bundle), module, bundle, dir, import.meta);

if (!cachedData || script.cachedDataRejected) {
  void module.exports.started?.then(() => setTimeout(writeCache, 1_000).unref());
}

function writeCache() {
  try {
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
    for (const name of readdirSync(dir)) {
      if (/^server\..+\.v8cache$/.test(name) && name !== path.basename(cacheFile)) rmSync(path.join(dir, name), { force: true });
    }
  } catch {
    // a read-only installation: start without the cache
  }
}
