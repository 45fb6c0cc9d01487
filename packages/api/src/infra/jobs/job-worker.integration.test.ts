import { claimNextJob, createDatabase, findJobById } from '@clinic/db';
import { useTestDatabase } from '@clinic/db/test-hooks';
import { describe, expect, it } from 'vitest';

import { JobRegistry } from './job-registry';
import { PermanentJobError } from './job-retry';
import { type JobWorkerOptions, createJobWorker } from './job-worker';
import { enqueueJob } from './job-queue';

const tdb = useTestDatabase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const worker = (registry: JobRegistry, options: Partial<JobWorkerOptions> = {}) =>
  createJobWorker({ db: tdb.db, registry, pollIntervalMs: 20, leaseMs: 2_000, ...options });
const job = async (id: number) => (await findJobById(tdb.db, id))!;

describe('durable jobs', () => {
  it('queues a job only when the transaction that enqueues it commits', async () => {
    await tdb.db
      .transaction()
      .execute(async (tx) => {
        await enqueueJob(tx, 'echo', { n: 1 });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await tdb.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
    const queued = await tdb.db.transaction().execute((tx) => enqueueJob(tx, 'echo', { n: 2 }));
    expect(queued).toMatchObject({ kind: 'echo', payload: { n: 2 }, status: 'queued', attempts: 0, maxAttempts: 5 });
  });

  it('runs a job once, keeps its progress and result, and claims only the kinds it knows', async () => {
    const seen: unknown[] = [];
    const registry = new JobRegistry().register<{ n: number }>('echo', {
      async run({ payload, setProgress }) {
        seen.push(payload);
        await setProgress({ done: 1, total: 1 });
        return { doubled: payload.n * 2 };
      },
    });
    const other = await enqueueJob(tdb.db, 'unknown-kind', {});
    const queued = await enqueueJob(tdb.db, 'echo', { n: 21 });
    const w = worker(registry);
    expect(await w.runOnce()).toBe(true);
    expect(await w.runOnce()).toBe(false);
    expect(seen).toEqual([{ n: 21 }]);
    expect(await job(queued.id)).toMatchObject({
      status: 'completed',
      attempts: 1,
      progress: { done: 1, total: 1 },
      result: { doubled: 42 },
      lockedBy: null,
      lockedUntil: null,
      error: null,
    });
    expect((await job(queued.id)).finishedAt).toBeInstanceOf(Date);
    expect(await job(other.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('retries a failed attempt after the backoff, then fails for good at the attempt limit', async () => {
    let calls = 0;
    const finalFailures: string[] = [];
    const registry = new JobRegistry().register('flaky', {
      async run() {
        calls += 1;
        throw new Error(`falha ${calls}`);
      },
      async onFinalFailure(_db, _job, message) {
        finalFailures.push(message);
      },
    });
    const queued = await enqueueJob(tdb.db, 'flaky', {}, { maxAttempts: 3 });

    // A real backoff keeps the job out of reach until it is due.
    const slow = worker(registry, { backoffMs: () => 60_000 });
    expect(await slow.runOnce()).toBe(true);
    expect(await job(queued.id)).toMatchObject({ status: 'queued', attempts: 1, error: 'falha 1', lockedBy: null });
    const due = (await job(queued.id)).runAfter.getTime() - Date.now();
    expect(due).toBeGreaterThan(50_000);
    expect(await slow.runOnce()).toBe(false);

    await tdb.db.updateTable('jobs').set({ runAfter: new Date(Date.now() - 1000) }).execute();
    const fast = worker(registry, { backoffMs: () => 0 });
    expect(await fast.runOnce()).toBe(true);
    expect(await fast.runOnce()).toBe(true);
    expect(await fast.runOnce()).toBe(false);
    expect(calls).toBe(3);
    expect(await job(queued.id)).toMatchObject({ status: 'failed', attempts: 3, error: 'falha 3' });
    expect(finalFailures).toEqual(['falha 3']);
  });

  it('succeeds on a retry and clears the error', async () => {
    let calls = 0;
    const registry = new JobRegistry().register('second-time', {
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('instável');
        return 'ok';
      },
    });
    const queued = await enqueueJob(tdb.db, 'second-time', {});
    const w = worker(registry, { backoffMs: () => 0 });
    await w.runOnce();
    await w.runOnce();
    expect(await job(queued.id)).toMatchObject({ status: 'completed', attempts: 2, error: null, result: 'ok' });
  });

  it('fails at once on a permanent error', async () => {
    const registry = new JobRegistry().register('bad', {
      async run() {
        throw new PermanentJobError('Dados do trabalho inválidos');
      },
    });
    const queued = await enqueueJob(tdb.db, 'bad', {});
    await worker(registry, { backoffMs: () => 0 }).runOnce();
    expect(await job(queued.id)).toMatchObject({ status: 'failed', attempts: 1, error: 'Dados do trabalho inválidos' });
  });

  it('takes over a job whose worker died (its lease expired), never one still leased', async () => {
    const registry = new JobRegistry().register('resumable', {
      async run({ job: row }) {
        return { resumedFrom: row.progress };
      },
    });
    const queued = await enqueueJob(tdb.db, 'resumable', {});
    // A worker claims it, writes some progress and "dies": no completion, no lease renewal.
    const dead = await claimNextJob(tdb.db, 'dead-worker', ['resumable'], 300);
    expect(dead).toMatchObject({ id: queued.id, status: 'running', attempts: 1, lockedBy: 'dead-worker' });
    await tdb.db.updateTable('jobs').set({ progress: JSON.stringify({ done: 2 }) }).execute();

    const survivor = worker(registry);
    expect(await survivor.runOnce()).toBe(false); // the lease still holds
    await sleep(450);
    expect(await survivor.runOnce()).toBe(true);
    expect(await job(queued.id)).toMatchObject({
      status: 'completed',
      attempts: 2,
      result: { resumedFrom: { done: 2 } },
      lockedBy: null,
    });
  });

  it('renews the lease while a long job runs, so nobody else takes it', async () => {
    let runs = 0;
    const registry = new JobRegistry().register('long', {
      async run() {
        runs += 1;
        await sleep(700);
      },
    });
    await enqueueJob(tdb.db, 'long', {});
    const a = worker(registry, { leaseMs: 200 });
    const b = worker(registry, { leaseMs: 200 });
    const first = a.runOnce();
    await sleep(100);
    // Well past the first lease of 200 ms: without renewal b would take the job over here.
    for (let i = 0; i < 4; i += 1) {
      await sleep(120);
      expect(await b.runOnce()).toBe(false);
    }
    await first;
    expect(runs).toBe(1);
    expect((await tdb.db.selectFrom('jobs').select('status').executeTakeFirstOrThrow()).status).toBe('completed');
  });

  it('gives the running job back to the queue when stopped, without counting the attempt', async () => {
    let started = false;
    const registry = new JobRegistry().register('waits', {
      run: ({ signal }) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    const queued = await enqueueJob(tdb.db, 'waits', {});
    const w = worker(registry);
    w.start();
    while (!started) await sleep(10);
    await w.stop(50);
    expect(await job(queued.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });

  it('deletes jobs finished more than the kept days ago, never queued or running ones', async () => {
    const registry = new JobRegistry().register('echo', { run: async () => ({}) });
    const old = await enqueueJob(tdb.db, 'echo', {});
    const failedOld = await enqueueJob(tdb.db, 'echo', {});
    const recent = await enqueueJob(tdb.db, 'echo', {});
    const waiting = await enqueueJob(tdb.db, 'echo', {}, { runAfter: new Date(Date.now() + 3_600_000) });
    const w = worker(registry);
    while (await w.runOnce());
    await tdb.db.updateTable('jobs').set({ status: 'failed' }).where('id', '=', failedOld.id).execute();
    await tdb.db
      .updateTable('jobs')
      .set({ finishedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where('id', 'in', [old.id, failedOld.id])
      .execute();
    const pruning = worker(registry, { keepFinishedDays: 30 });
    pruning.start();
    await sleep(100);
    await pruning.stop();
    const left = await tdb.db.selectFrom('jobs').select(['id', 'status']).orderBy('id').execute();
    expect(left).toEqual([
      { id: recent.id, status: 'completed' },
      { id: waiting.id, status: 'queued' },
    ]);
  });

  it('two workers (two servers, each with its own pool on PostgreSQL) run each of many jobs exactly once', async () => {
    const runs = new Map<number, number>();
    const registry = new JobRegistry().register<{ n: number }>('count', {
      async run({ payload }) {
        runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
        await sleep(Math.random() * 5);
      },
    });
    const total = 40;
    for (let n = 0; n < total; n += 1) await enqueueJob(tdb.db, 'count', { n });
    // On PostgreSQL the second worker is another "server": its own connection pool to the same database.
    const second = tdb.url ? createDatabase({ url: tdb.url, maxConnections: 5 }) : undefined;
    const a = worker(registry, { pollIntervalMs: 10 });
    const b = worker(registry, { pollIntervalMs: 10, db: second?.db ?? tdb.db });
    a.start();
    b.start();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const left = await tdb.db.selectFrom('jobs').select('id').where('status', '!=', 'completed').execute();
      if (left.length === 0 || Date.now() > deadline) break;
      await sleep(50);
    }
    await Promise.all([a.stop(), b.stop()]);
    await second?.close();
    expect(runs.size).toBe(total);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const owners = await tdb.db.selectFrom('jobs').select(['status', 'attempts']).execute();
    expect(owners.every((row) => row.status === 'completed' && row.attempts === 1)).toBe(true);
  });
});
