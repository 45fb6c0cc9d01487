import { z } from 'zod';

export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Agendado',
  completed: 'Concluído',
  cancelled: 'Cancelado',
};

export const APPOINTMENT_TYPES = ['consulta', 'atendimento'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const APPOINTMENT_TYPE_LABELS: Record<AppointmentType, string> = {
  consulta: 'Consulta',
  atendimento: 'Atendimento',
};

const ZPersonName = z.object({ firstName: z.string(), lastName: z.string() });

/** An appointment as lists carry it: patient and physiotherapist names nested, and the room. */
export const ZAppointmentListItem = z.object({
  id: z.number().int(),
  patientId: z.number().int().nullable(),
  physiotherapistId: z.number().int(),
  roomId: z.number().int(),
  date: z.string(),
  time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().nullable(),
  type: z.enum(APPOINTMENT_TYPES),
  paymentPercentage: z.number().int(),
  reminderDays: z.number().int(),
  createdAt: z.string(),
  patient: ZPersonName.nullable(),
  physiotherapist: ZPersonName.extend({ color: z.string() }),
  room: z.object({ name: z.string() }),
});
export type AppointmentListItem = z.infer<typeof ZAppointmentListItem>;
