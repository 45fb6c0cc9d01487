import { ZAppointmentListItem, ZId } from '@clinic/domain';
import { z } from 'zod';

export const ZPatientAppointmentsRequest = z.object({ id: ZId });
export const ZPatientAppointmentsResponse = z.array(ZAppointmentListItem);

const tags = ['Agendamentos'];
export const appointmentsMeta = {
  listOfPatient: {
    openapi: {
      method: 'GET',
      path: '/appointments/patient/{id}',
      tags,
      summary: 'Agendamentos de um paciente, dos mais recentes aos mais antigos (com fisioterapeuta e sala)',
      protect: true,
    },
  },
} as const;
