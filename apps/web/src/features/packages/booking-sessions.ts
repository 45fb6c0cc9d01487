import type { PatientPackage } from '@clinic/domain';

export interface PlannedSession {
  date: string;
  packageName: string;
  number: number;
  total: number;
}

export interface BookingSessions {
  /** The booked dates that take a session of a package in force, numbered after the sessions already taken. */
  sessions: PlannedSession[];
  /** Dates inside a package's validity with no session left for them (the booking still goes ahead). */
  beyond: number;
  /** Sessions the package had left before this booking (the first package in force on these dates). */
  remaining: number;
  /** Whether a package in force covers any of the dates. */
  covered: boolean;
}

/**
 * What a booking will take from the patient's packages, as the database will link it: each date,
 * in order, goes to the package in force on it that expires first and still has a place (sessions
 * used and still to happen count); past its size the appointment stays outside the package.
 */
export function bookingSessions(packages: readonly PatientPackage[], dates: readonly string[]): BookingSessions {
  const inForce = packages
    .filter((p) => p.status === 'ativo')
    .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || a.id - b.id);
  const taken = new Map(inForce.map((p) => [p.id, p.sessionsUsed + p.sessionsBooked]));
  const sessions: PlannedSession[] = [];
  let beyond = 0;
  let first: PatientPackage | undefined;
  for (const date of [...dates].sort()) {
    const covering = inForce.filter((p) => p.startDate <= date && date <= p.expiryDate);
    first ??= covering[0];
    const pkg = covering.find((p) => taken.get(p.id)! < p.sessionsTotal);
    if (pkg) {
      const number = taken.get(pkg.id)! + 1;
      taken.set(pkg.id, number);
      sessions.push({ date, packageName: pkg.name, number, total: pkg.sessionsTotal });
    } else if (covering.length > 0) {
      beyond++;
    }
  }
  const remaining = first ? Math.max(0, first.sessionsTotal - first.sessionsUsed - first.sessionsBooked) : 0;
  return { sessions, beyond, remaining, covered: first !== undefined };
}
