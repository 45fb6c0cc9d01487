import { formatClockTime } from '../common/dates';

/**
 * What a sign-in refused by the throttle tells the person: how long to wait, in whole minutes
 * (rounded up), and the time of day it ends. 'alguns minutos' left people guessing.
 */
export function tooManyAttemptsMessage(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  const wait = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return `Muitas tentativas de login. Tente novamente em ${wait} (às ${formatClockTime(retryAt)}).`;
}
