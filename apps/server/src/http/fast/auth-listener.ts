/**
 * Listens to the database's changes of users and sessions (@clinic/db's auth-changes.ts) from the
 * moment the server is ready until it closes; while it does not (not yet, lost, a database that
 * cannot tell), the cache is off and every request reads its session. A lost listener is tried
 * again, less and less often.
 *
 * While listening, a heartbeat goes through the channel every HEARTBEAT_MS (the cache answers only
 * while it hears them: session-cache.ts), and the triggers that announce changes are checked when
 * listening starts and every TRIGGER_CHECK_MS after (someone may turn them off by hand): an idle
 * server sends one tiny NOTIFY a second, and reads the trigger catalogue twice a minute.
 */
import { type Database, type Kysely, authTriggersInPlace, listenForAuthChanges, sendAuthHeartbeat } from '@clinic/db';
import type { FastifyInstance } from 'fastify';

import type { SessionCache } from './session-cache';

const HEARTBEAT_MS = 1_000;
export const TRIGGER_CHECK_MS = 30_000;

export function hearAuthChanges(
  app: FastifyInstance,
  db: Kysely<Database>,
  cache: SessionCache,
  options: { triggerCheckMs?: number } = {},
): void {
  const triggerCheckMs = options.triggerCheckMs ?? TRIGGER_CHECK_MS;
  let stop: (() => Promise<void>) | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let triggerCheck: NodeJS.Timeout | undefined;
  let delayMs = 1_000;
  let attempt = 0;
  let warned = false;
  const warn = (error: unknown, message = 'Sessões lidas do banco a cada requisição: sem aviso de mudanças do banco de dados') => {
    if (warned) return;
    warned = true;
    app.log.warn({ err: error }, message);
  };
  const tryAgain = () => {
    if (closing) return;
    clearTimeout(retry);
    retry = setTimeout(() => void listen(), delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, 30_000);
  };
  const stopTimers = () => {
    clearInterval(heartbeat);
    clearInterval(triggerCheck);
  };
  /** This attempt's listener is gone (lost, or the triggers are): nothing kept is trusted. */
  const drop = (error: unknown) => {
    attempt++;
    stopTimers();
    cache.deaf();
    void stop?.();
    stop = undefined;
    warn(error);
    tryAgain();
  };
  // The database unreachable: unheard, the cache stops answering by itself.
  const beat = (payload: string) => sendAuthHeartbeat(db, payload).catch(() => {});
  const checkTriggers = (mine: number) =>
    authTriggersInPlace(db).then(
      (inPlace) => {
        if (!inPlace && stop && mine === attempt) drop(new Error('the triggers that announce changes are missing or disabled'));
      },
      () => {},
    );
  const listen = async () => {
    const mine = ++attempt;
    try {
      // Checks the triggers first: undefined when they are missing or disabled.
      const stopListening = await listenForAuthChanges(
        db,
        (payload) => cache.heard(payload),
        (error) => {
          if (mine === attempt) drop(error);
        },
      );
      if (!stopListening) {
        // This database cannot tell (triggers missing or disabled): the cache stays off; asked again later.
        warn(undefined, 'Sessões lidas do banco a cada requisição: o banco de dados não anuncia mudanças (gatilhos ausentes ou desativados)');
        return tryAgain();
      }
      // Closing, or lost while starting: this listener is not the current one.
      if (closing || mine !== attempt) return void (await stopListening());
      stop = stopListening;
      delayMs = 1_000;
      if (warned) app.log.info('Sessões: avisos de mudanças do banco de dados ouvidos de novo');
      warned = false;
      cache.listening();
      const id = `h${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
      let n = 0;
      void beat(`${id}-${n++}`);
      heartbeat = setInterval(() => void beat(`${id}-${n++}`), HEARTBEAT_MS);
      heartbeat.unref();
      triggerCheck = setInterval(() => void checkTriggers(mine), triggerCheckMs);
      triggerCheck.unref();
    } catch (error) {
      warn(error);
      tryAgain();
    }
  };
  app.addHook('onReady', listen);
  app.addHook('onClose', async () => {
    closing = true;
    attempt++;
    clearTimeout(retry);
    stopTimers();
    cache.deaf();
    await stop?.();
  });
}
