import { actorOf } from '../../context';
import { getPersonalDataSettings, updatePersonalDataSettings } from '../../services/personal-data/personal-data.service';
import { permittedProcedure } from '../../trpc';
import { ZNoInput, ZSettingsRequest, ZSettingsResponse, personalDataMeta } from './personal-data.types';

export const settingsProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.settings)
  .input(ZNoInput)
  .output(ZSettingsResponse)
  .query(({ ctx }) => getPersonalDataSettings(ctx.db));

export const updateSettingsProcedure = permittedProcedure('privacy:administer')
  .meta(personalDataMeta.updateSettings)
  .input(ZSettingsRequest)
  .output(ZSettingsResponse)
  .mutation(({ ctx, input }) => updatePersonalDataSettings(ctx.db, actorOf(ctx), input));
