import { defineConfig } from 'vitest/config';

// One browser at a time: the machine has two cores and each file starts a server and Chromium.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One retry absorbs a browser hiccup on a loaded machine; a real failure still fails twice.
    retry: 1,
    env: { TZ: 'America/Sao_Paulo' },
  },
});
