import { processingRecord } from '../../services/personal-data/personal-data.service';
import { permittedProcedure } from '../../trpc';
import { ZNoInput, ZProcessingRecordResponse, personalDataMeta } from './personal-data.types';

export const processingRecordProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.processingRecord)
  .input(ZNoInput)
  .output(ZProcessingRecordResponse)
  .query(({ ctx }) => processingRecord(ctx.now()));
