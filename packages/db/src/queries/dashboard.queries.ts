import type { Executor } from '../executor';

const count = (n: unknown) => Number(n ?? 0);

/** The dashboard's four figures for a day and hour slot, in one round trip. */
export async function findDashboardCounts(db: Executor, today: string, hourSlot: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('patients')
        .select(eb.fn.countAll().as('n'))
        .where('status', '=', 'Ativo')
        .where('archivedAt', 'is', null)
        .as('activePatients'),
      eb
        .selectFrom('appointments')
        .select(eb.fn.countAll().as('n'))
        .where('date', '=', today)
        .where('status', '<>', 'cancelled')
        .where('patientId', 'is not', null)
        .as('todayAppointments'),
      eb
        .selectFrom('users')
        .select(eb.fn.countAll().as('n'))
        .where('role', '=', 'physiotherapist')
        .where('isActive', '=', true)
        .as('physiotherapists'),
      eb.selectFrom('rooms').select(eb.fn.countAll().as('n')).where('isActive', '=', true).as('activeRooms'),
      eb
        .selectFrom('rooms')
        .select(eb.fn.countAll().as('n'))
        .where('isActive', '=', true)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('appointments')
                .select('appointments.id')
                .whereRef('appointments.roomId', '=', 'rooms.id')
                .where('appointments.date', '=', today)
                .where('appointments.time', '=', hourSlot)
                .where('appointments.status', '<>', 'cancelled'),
            ),
          ),
        )
        .as('freeRooms'),
    ])
    .executeTakeFirstOrThrow();
  return {
    activePatients: count(row.activePatients),
    todayAppointments: count(row.todayAppointments),
    physiotherapists: count(row.physiotherapists),
    activeRooms: count(row.activeRooms),
    freeRooms: count(row.freeRooms),
  };
}
