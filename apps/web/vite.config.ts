/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development. `changeOrigin: false` keeps the Host header equal to the
 * browser's Origin, which the server's same-origin check for mutations requires. */
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false };

export default defineConfig({
  plugins: [react()],
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
