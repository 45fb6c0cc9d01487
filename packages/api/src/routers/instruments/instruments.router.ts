import { router } from '../../trpc';
import { disableInstrumentProcedure, enableInstrumentProcedure } from './enable-instrument';
import { listInstrumentsProcedure } from './list-instruments';
import { outcomesReportProcedure, patientOutcomesProcedure } from './outcomes';

export const instrumentsRouter = router({
  list: listInstrumentsProcedure,
  enable: enableInstrumentProcedure,
  disable: disableInstrumentProcedure,
  patientOutcomes: patientOutcomesProcedure,
  report: outcomesReportProcedure,
});
