import { type Database, type Kysely, findDashboardCounts } from '@clinic/db';
import { type DashboardStats, currentHourSlot, toIsoDate } from '@clinic/domain';

/**
 * Today's figures on the clinic's clock: active patients, today's appointments (not cancelled,
 * not blocks), active physiotherapists, and active rooms free in the current hour over all of them.
 */
export async function getDashboardStats(db: Kysely<Database>, now: Date): Promise<DashboardStats> {
  const counts = await findDashboardCounts(db, toIsoDate(now), currentHourSlot(now));
  return {
    activePatients: counts.activePatients,
    todayAppointments: counts.todayAppointments,
    physiotherapists: counts.physiotherapists,
    availableRooms: `${counts.freeRooms}/${counts.activeRooms}`,
  };
}
