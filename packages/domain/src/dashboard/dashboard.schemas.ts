import { z } from 'zod';

export const ZDashboardStats = z.object({
  activePatients: z.number().int(),
  todayAppointments: z.number().int(),
  physiotherapists: z.number().int(),
  /** "free/total": active rooms with no appointment in the current hour, over all active rooms. */
  availableRooms: z.string(),
});
export type DashboardStats = z.infer<typeof ZDashboardStats>;
