/**
 * Vitest setup shared by the packages that test against a database: every test on the embedded
 * database (PGlite), and the integration tests again on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { type ViteUserConfig, defineConfig } from 'vitest/config';

export function databaseTestConfig(): ViteUserConfig {
  const shared = { testTimeout: 30_000, hookTimeout: 60_000 };
  const projects: NonNullable<NonNullable<ViteUserConfig['test']>['projects']> = [
    {
      extends: true,
      test: { name: 'pglite', ...shared, env: { TZ: 'America/Sao_Paulo', TEST_DB: 'pglite' } },
    },
  ];
  if (process.env.TEST_DATABASE_URL) {
    projects.push({
      extends: true,
      test: {
        name: 'postgres',
        ...shared,
        include: ['src/**/*.integration.test.ts'],
        env: { TZ: 'America/Sao_Paulo', TEST_DB: 'postgres' },
      },
    });
  }
  return defineConfig({ test: { projects } });
}
