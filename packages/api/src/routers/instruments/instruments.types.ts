import {
  ZEnableInstrumentInput,
  ZInstrumentIdInput,
  ZInstrumentListItem,
  ZOutcomesReport,
  ZOutcomesReportQuery,
  ZPatientOutcomes,
  ZPatientOutcomesQuery,
} from '@clinic/domain';
import { z } from 'zod';

import { restRoute } from '../../rest-route';

export const ZNoInput = z.object({}).optional();
export const ZInstrumentsResponse = z.array(ZInstrumentListItem);
export const ZInstrumentResponse = ZInstrumentListItem;
export const ZEnableInstrumentRequest = ZEnableInstrumentInput;
export const ZInstrumentIdRequest = ZInstrumentIdInput;
export const ZPatientOutcomesRequest = ZPatientOutcomesQuery;
export const ZPatientOutcomesResponse = ZPatientOutcomes;
export const ZOutcomesReportRequest = ZOutcomesReportQuery;
export const ZOutcomesReportResponse = ZOutcomesReport;

const tags = ['Instrumentos e desfechos'];

export const instrumentsMeta = {
  list: restRoute('GET', '/instruments', tags, 'Instrumentos com perguntas, opções, pontuação e se estão habilitados', {
    description:
      'PFDI-20, Wexner, teste do absorvente de 1 hora, ICIQ-SF, ICIQ-OAB e FSFI. Um instrumento é registrado no prontuário com ' +
      'POST /patients/{id}/record, `kind` = id do instrumento e `content` = { answers }; a pontuação é sempre calculada pelo servidor. ' +
      'ICIQ-SF, ICIQ-OAB e FSFI vêm desativados até um administrador registrar a licença da clínica.',
  }),
  enable: restRoute('POST', '/instruments/{id}/licence', tags, 'Habilita um instrumento licenciado com a referência da licença da clínica (registrada no log)'),
  disable: restRoute('DELETE', '/instruments/{id}/licence', tags, 'Desativa um instrumento licenciado (os registros assinados continuam no prontuário)'),
  patientOutcomes: restRoute('GET', '/patients/{id}/outcomes', tags, 'Séries de evolução do paciente (instrumentos, PERFECT, diário)', {
    description:
      'Por instrumento, o escore de cada registro assinado ao longo do tempo (e cada escala do PFDI-20 e domínio do FSFI), com o primeiro, ' +
      'o último valor e a variação; componentes do PERFECT e perineometria das avaliações e evoluções assinadas; `diary` traz os valores do diário miccional.',
  }),
  report: restRoute('GET', '/reports/outcomes', tags, 'Relatório de desfechos da clínica (por disfunção e por fisioterapeuta)', {
    description:
      'Pacientes com linha de base (primeiro registro assinado do instrumento) e seguimento (o último assinado no período), variação média e ' +
      'proporção com melhora acima da diferença mínima importante de cada instrumento, com a fonte. O fisioterapeuta é quem assinou o seguimento.',
  }),
};
