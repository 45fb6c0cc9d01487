// Builds dist/ for `node dist/main.js`:
//   - dist/server.cjs: the server (src/main.ts) with the workspace packages AND the third-party
//     JavaScript it imports in one file. Loading ~1,500 files from node_modules one by one was
//     over a second of the start; the bundle is read and compiled once.
//   - dist/main.js: src/bundle-loader.ts, which runs server.cjs with V8's code cache (see there).
//   - dist/scripts/migrate.js: the migration command (third-party packages left in node_modules).
// Left out of the bundle, loaded from node_modules: native addons (argon2, sharp), and packages
// that read their own files at run time (PGlite's .wasm/.data, swagger-ui-dist's assets). Each of
// those must stay a dependency of this package.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';

import { build } from 'esbuild';

const external = ['argon2', 'sharp', '@electric-sql/pglite', 'swagger-ui-dist', 'pg-native'];

// A code cache from an older build is useless: drop it (dist/ is also turbo's cached output).
for (const name of existsSync('dist') ? readdirSync('dist') : []) {
  if (name.endsWith('.v8cache') || name.endsWith('.v8cache.tmp')) rmSync(`dist/${name}`, { force: true });
}

await build({
  entryPoints: { server: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  // A CommonJS script, so that the loader can compile it with a code cache (node:vm).
  format: 'cjs',
  target: 'node20',
  // import() inside a vm script needs Node's experimental loader hook: load externals with require.
  supported: { 'dynamic-import': false },
  // The loader passes its own import.meta (dist/main.js, the bundle's folder).
  define: { 'import.meta': '__import_meta' },
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});

const bundleHash = createHash('sha256').update(readFileSync('dist/server.cjs')).digest('hex').slice(0, 16);

await build({
  entryPoints: { main: 'src/bundle-loader.ts', 'scripts/migrate': 'src/scripts/migrate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  define: { BUNDLE_HASH: JSON.stringify(bundleHash) },
  sourcemap: true,
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare imports are external, except the workspace's own packages (TypeScript sources).
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@clinic/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
