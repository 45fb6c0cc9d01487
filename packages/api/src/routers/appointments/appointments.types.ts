import {
  APPOINTMENT_BATCH_MAX,
  APPOINTMENT_PAGE_SIZE,
  APPOINTMENT_RANGE_MAX_DAYS,
  ZAppointment,
  ZAppointmentBatchInput,
  ZAppointmentInput,
  ZAppointmentListItem,
  ZAppointmentListQuery,
  ZAppointmentUpdate,
  attendanceFields,
  refineAttendance,
  DEFAULT_LATE_CANCEL_HOURS,
  versionedUpdateFields,
  ZConflictResult,
  ZPatientConflictQuery,
  ZPhysiotherapistConflictQuery,
  ZRoomConflictQuery,
} from '@clinic/domain';
import { z } from 'zod';

import { ZIdInput } from '../../procedures';
import { restRoute } from '../../rest-route';
import { syncParsed } from '../../sync-parsed';

export const ZListAppointmentsRequest = ZAppointmentListQuery;
export const ZListAppointmentsResponse = syncParsed(z.array(ZAppointmentListItem));
export const ZCreateAppointmentRequest = ZAppointmentInput;
export const ZCreateAppointmentsBatchRequest = ZAppointmentBatchInput;
export const ZCreateAppointmentsBatchResponse = syncParsed(z.array(ZAppointment));
export const ZUpdateAppointmentRequest = ZIdInput.extend(ZAppointmentUpdate.shape).extend(versionedUpdateFields);
export const ZAppointmentResponse = ZAppointment;
export const ZSetAttendanceRequest = ZIdInput.extend(attendanceFields).superRefine(refineAttendance);
export const ZCheckRoomConflictRequest = ZRoomConflictQuery;
export const ZCheckPhysiotherapistConflictRequest = ZPhysiotherapistConflictQuery;
export const ZCheckPatientConflictRequest = ZPatientConflictQuery;
export const ZConflictResponse = ZConflictResult;
export const ZPatientAppointmentsRequest = ZIdInput;
export const ZPatientAppointmentsResponse = syncParsed(z.array(ZAppointmentListItem));

const tags = ['Agendamentos'];
const conflict409 =
  'Quem perde a corrida por um horário recebe 409 com a frase da especificação: "{nome} já tem um compromisso às {hora}" ' +
  'ou "Já existe um agendamento para {hora} do dia {dd/MM/aaaa} na sala selecionada" ou "Paciente já tem um agendamento às {hora}" ' +
  '(a mesma paciente em outra sala ou com outro fisioterapeuta no mesmo horário; bloqueios não têm paciente).';
export const appointmentsMeta = {
  list: restRoute('GET', '/appointments', tags, 'Agenda: um dia, um período ou de hoje em diante', {
    description:
      '`date` = um dia (visão Dia); `startDate` e `endDate` = um período inclusivo de até ' +
      `${APPOINTMENT_RANGE_MAX_DAYS} dias (visão Semana); sem nenhum dos dois, de hoje em diante em páginas de ` +
      `${APPOINTMENT_PAGE_SIZE} agendamentos (\`offset\` para as seguintes). Filtros opcionais \`physiotherapistId\` e ` +
      '`roomId`. Ordem: data, hora, sala. Cancelados só com `includeCancelled=true`. Bloqueios vêm com `patient` nulo.',
  }),
  checkConflict: restRoute('GET', '/appointments/check-conflict', tags, 'A sala está ocupada neste dia e horário? (e por quem)', {
    description: 'Uma dica para o formulário; quem decide ao salvar é o banco de dados. `excludeId`: o agendamento em edição.',
  }),
  checkPhysiotherapistConflict: restRoute('GET', '/appointments/check-physiotherapist-conflict', tags, 'O fisioterapeuta já tem compromisso neste dia e horário? (e qual)', {
    description: 'Uma dica para o formulário; quem decide ao salvar é o banco de dados. `excludeId`: o agendamento em edição.',
  }),
  checkPatientConflict: restRoute('GET', '/appointments/check-patient-conflict', tags, 'A paciente já tem agendamento neste dia e horário? (em qualquer sala, e qual)', {
    description: 'Uma dica para o formulário; quem decide ao salvar é o banco de dados. `excludeId`: o agendamento em edição.',
  }),
  createBatch: restRoute('POST', '/appointments/batch', tags, 'Cria vários agendamentos numa só transação (+ Atendimento, série semanal)', {
    description:
      `Até ${APPOINTMENT_BATCH_MAX} de uma vez: todos ou nenhum. Um 409 ou 400 começa com "Atendimento {n}: " ` +
      `(n = posição na lista, a partir de 1). ${conflict409}`,
  }),
  listOfPatient: restRoute('GET', '/appointments/patient/{id}', tags, 'Agendamentos de um paciente, dos mais recentes aos mais antigos (com fisioterapeuta e sala)'),
  create: restRoute('POST', '/appointments', tags, 'Cria um agendamento ou bloqueio (patientId 0)', {
    description:
      'Horário da grade (08:00 a 19:00, de hora em hora); fisioterapeuta ativo com cargo fisioterapeuta; sala ativa. ' +
      `Um bloqueio (patientId 0) vai para a sala ativa de menor id. ${conflict409}`,
  }),
  get: restRoute('GET', '/appointments/{id}', tags, 'Um agendamento'),
  update: restRoute('PUT', '/appointments/{id}', tags, 'Atualiza um agendamento (só os campos enviados mudam; inclui status)', {
    description: `Sem nada a mudar, responde o agendamento como está. ${conflict409}`,
  }),
  setAttendance: restRoute('PUT', '/appointments/{id}/attendance', tags, 'Registra a presença: confirmado, chegou, atendido, faltou, cancelado, remarcado', {
    description:
      '`attendanceStatus`: agendado, confirmado, presente (chegou), atendido, faltou, cancelado_paciente, cancelado_tarde, ' +
      'cancelado_clinica ou remarcado. O `status` da especificação segue dele (agendado/confirmado/presente → scheduled, ' +
      'atendido → completed, os demais → cancelled, o que libera o horário). Cancelar pede `reason` (melhora, piora, doenca, ' +
      'viagem, trabalho, financeiro, outro) e aceita `note`; o cancelamento da paciente a menos de ' +
      `${DEFAULT_LATE_CANCEL_HOURS} horas (política da clínica) vira cancelado_tarde. remarcado pede \`rescheduledToId\`. ` +
      'Pedir a situação em que o agendamento já está não muda nada. Bloqueios não têm presença (400).',
  }),
  cancel: restRoute('DELETE', '/appointments/{id}', tags, 'Cancela um agendamento: a linha fica com status cancelled e o horário fica livre'),
};
