/**
 * What the PostgreSQL scripts of this folder (races, exactly-once runs) share: their `--name N`
 * options, and the refusal to run without a PostgreSQL server.
 */

/** The number after `--name` on the command line, or `fallback`. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Exits (2) unless TEST_DATABASE_URL names a PostgreSQL server; then test databases are made there. */
export function requirePostgres(): void {
  if (!process.env.TEST_DATABASE_URL) {
    console.error('Set TEST_DATABASE_URL to a PostgreSQL server (the script creates and drops its own database).');
    process.exit(2);
  }
  process.env.TEST_DB = 'postgres';
}
