import {
  NO_SHOW_FLAG_COUNT,
  NO_SHOW_FLAG_DAYS,
  UNRECORDED_DAYS,
  UNRECORDED_LIST_LIMIT,
  ZAttendancePolicy,
  ZAttendanceReport,
  ZAttendanceReportQuery,
  ZPatientNoShows,
  ZUnrecordedAppointments,
} from '@clinic/domain';
import { z } from 'zod';

import { restRoute } from '../../rest-route';
import { syncParsed } from '../../sync-parsed';

export const ZNoInput = z.object({}).optional();
export const ZUnrecordedResponse = syncParsed(ZUnrecordedAppointments);
export const ZPolicyResponse = ZAttendancePolicy;
export const ZPatientNoShowsResponse = ZPatientNoShows;
export const ZAttendanceReportRequest = ZAttendanceReportQuery;
export const ZAttendanceReportResponse = ZAttendanceReport;

const tags = ['Presença'];
export const attendanceMeta = {
  unrecorded: restRoute('GET', '/attendance/unrecorded', tags, "Sem registro: agendamentos passados que ninguém marcou", {
    description:
      `Agendamentos com paciente dos últimos ${UNRECORDED_DAYS} dias até ontem ainda agendados, confirmados ou com a paciente presente ` +
      `(nenhum atendido, faltou ou cancelado registrado). Os ${UNRECORDED_LIST_LIMIT} mais antigos primeiro; \`total\` conta todos. ` +
      'Nada muda sozinho: a recepção marca cada um (PUT /api/appointments/{id}/attendance).',
  }),
  policy: restRoute('GET', '/attendance/policy', tags, 'Política de cancelamento: horas antes do horário abaixo das quais o cancelamento da paciente é tardio'),
  patientNoShows: restRoute('GET', '/patients/{id}/no-shows', tags, `Faltas da paciente nos últimos ${NO_SHOW_FLAG_DAYS} dias`, {
    description: `\`flagged\` é true com ${NO_SHOW_FLAG_COUNT} ou mais faltas (situação faltou) nos últimos ${NO_SHOW_FLAG_DAYS} dias, hoje incluído.`,
  }),
  report: restRoute('GET', '/reports/attendance', tags, 'Faltas e cancelamentos tardios por fisioterapeuta, paciente, dia da semana e origem', {
    description:
      '`startDate` e `endDate` (aaaa-mm-dd, inclusivos, até 366 dias). Taxa de faltas = agendamentos com situação faltou ÷ base; ' +
      'taxa de cancelamento tardio = cancelado_tarde ÷ base. A base: agendamentos com paciente (bloqueios não contam) com data no ' +
      'período, exceto os cancelados pela clínica (cancelado_clinica) e os remarcados (remarcado: o novo agendamento conta no lugar). ' +
      'Agendamentos ainda por acontecer ou sem registro contam na base. Taxas são frações com 4 casas (0 quando a base é 0). ' +
      'A origem é a do cadastro da paciente ou, sem ela, a do lead convertido nela ("Sem origem" quando nenhuma). ' +
      'Pacientes: só as com ao menos uma falta ou cancelamento tardio, as com mais faltas primeiro (até 100).',
  }),
};
