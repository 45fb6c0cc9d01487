import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { INSTRUMENTS_SCREEN_TEXT as T } from './instruments.text';

/** Licences change only the instruments list (its badges and the form's disabled choices). */
export function useEnableInstrument() {
  const utils = trpc.useUtils();
  return trpc.instruments.enable.useMutation(toasting({ success: T.enabledToast, error: T.enableError }, () => utils.instruments.list.invalidate()));
}

export function useDisableInstrument() {
  const utils = trpc.useUtils();
  return trpc.instruments.disable.useMutation(toasting({ success: T.disabledToast, error: T.disableError }, () => utils.instruments.list.invalidate()));
}

/** An instrument is a record entry: the record and the patient's outcomes chart are read again. */
function useRefreshInstrumentRecord() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.clinicalRecord.invalidate(), utils.instruments.patientOutcomes.invalidate()]);
}

export function useCreateInstrumentRecord() {
  const refresh = useRefreshInstrumentRecord();
  return trpc.clinicalRecord.create.useMutation(toasting({ success: T.created, error: T.createError }, refresh));
}

export function useSignInstrumentRecord() {
  const refresh = useRefreshInstrumentRecord();
  return trpc.clinicalRecord.sign.useMutation(toasting({ success: T.signedToast, error: T.signError }, refresh));
}
