/// <reference types="vitest/config" />
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/trpc': api,
      '/api': api,
    },
  },
  build: {
    target: 'es2022',
  },
  test: {
    include: ['src/**/*.test.ts'],
  },
});
