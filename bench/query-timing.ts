/**
 * What the query benchmarks share: they run on PostgreSQL only (each creates and drops its own
 * database), and they print one line per case with the median and p95 of its runs.
 */
import { performance } from 'node:perf_hooks';

/** Stops with a hint unless TEST_DATABASE_URL names a PostgreSQL server; the test database then uses it. */
export function requirePostgres(): void {
  if (!process.env.TEST_DATABASE_URL) {
    console.error('Set TEST_DATABASE_URL to a PostgreSQL server (the benchmark creates and drops its own database).');
    process.exit(2);
  }
  process.env.TEST_DB = 'postgres';
}

/** One timed case: a label and a call that answers how many rows matched. */
export type QueryCase = [label: string, run: () => Promise<number>];

export interface TimingOptions {
  /** Timed runs per case. */
  runs: number;
  /** The header of the label column, and what the last column counts. */
  title: string;
  counted: string;
  /** Width of the label column. */
  width?: number;
  /** One untimed run first. */
  warmUp?: boolean;
}

/** Runs every case `runs` times and prints its median and p95 (in ms) and the rows it matched. */
export async function printTimings(cases: readonly QueryCase[], options: TimingOptions): Promise<void> {
  const { runs, width = 32 } = options;
  console.log(`\n${options.title.padEnd(width)} ${'median'.padStart(9)} ${'p95'.padStart(9)}   ${options.counted}`);
  for (const [label, run] of cases) {
    const times: number[] = [];
    let total = 0;
    if (options.warmUp) await run();
    for (let i = 0; i < runs; i += 1) {
      const t = performance.now();
      total = await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(runs / 2)]!;
    const p95 = times[Math.ceil(runs * 0.95) - 1]!;
    console.log(`${label.padEnd(width)} ${`${median.toFixed(1)} ms`.padStart(9)} ${`${p95.toFixed(1)} ms`.padStart(9)}   ${total.toLocaleString('en')}`);
  }
}

/** The `p` quantile (0–1) of ascending `sorted` timings: the nearest rank. */
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

/** A timing as the benchmarks print it ('12.3 ms'). */
export const ms = (v: number) => `${v.toFixed(1)} ms`;
