import { PACKAGE_SETTINGS_TEXT, type PackageSettings } from '@clinic/domain';

import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { PACKAGES_SCREEN_TEXT as T } from './packages.text';
import { weeklyDates } from './weekly-series';

/** What 'Vender pacote' sends besides the patient. */
interface SaleInput {
  serviceId: number;
  price?: string;
  priceReason?: string;
  validityDays?: number;
  startDate?: string;
}

/** The weekly series booked with the sale: its first date, time, physiotherapist and room. */
interface WeeklySeries {
  firstDate: string;
  time: string;
  physiotherapistId: number;
  roomId: number;
}

/**
 * 'Vender pacote', with its weekly series when one is given. One toast for both (a second one would
 * replace it); a series refused leaves the package sold, with its own error toast. `onSold` runs
 * after the toast (the form clears), `onRefreshed` once the patient's packages and the agenda are
 * read again (the booking dialog closes onto them).
 */
export function useSellPackage(patientId: number, { onSold, onRefreshed }: { onSold: () => void; onRefreshed: () => void }) {
  const utils = trpc.useUtils();
  const sell = trpc.packages.sell.useMutation();
  const batch = trpc.appointments.createBatch.useMutation();
  const sellPackage = async (input: SaleInput, series: WeeklySeries | null) => {
    try {
      const sold = await sell.mutateAsync({ id: patientId, ...input });
      let detail = `${sold.name}: ${T.sessionsLine(0, sold.sessionsTotal, sold.sessionsTotal)}`;
      if (series) {
        try {
          const created = await batch.mutateAsync({
            appointments: weeklyDates(series.firstDate, sold.sessionsTotal).map((date) => ({
              patientId,
              physiotherapistId: series.physiotherapistId,
              roomId: series.roomId,
              date,
              time: series.time,
            })),
          });
          detail = T.seriesBooked(created.length);
        } catch (error) {
          notifyError(T.seriesError, errorMessage(error));
          detail = '';
        }
      }
      if (detail) notifySuccess(T.sold, detail);
      onSold();
      await Promise.all([utils.packages.listOfPatient.invalidate({ id: patientId }), utils.appointments.invalidate()]);
      onRefreshed();
    } catch (error) {
      notifyError(T.sellError, errorMessage(error));
    }
  };
  return { sellPackage, isPending: sell.isPending || batch.isPending };
}

/** 'Registrar pagamento': the toast names the receipt; `onRecorded` (the form clears) runs before the refresh. */
export function useRecordPayment(onRecorded: () => void) {
  const utils = trpc.useUtils();
  return trpc.packages.recordPayment.useMutation(
    toasting({ success: (p) => [T.paymentRecorded, T.receiptLink(p.receiptNumber)], error: T.paymentError }, async () => {
      onRecorded();
      await utils.packages.invalidate();
    }),
  );
}

/**
 * 'Cancelar pacote'. No error toast: the server's refusal shows in the dialog (the mutation's
 * `error`). `onCancelled` (the dialog resets and closes) runs before the refresh.
 */
export function useCancelPackage(onCancelled: () => void) {
  const utils = trpc.useUtils();
  return trpc.packages.cancel.useMutation({
    onSuccess: async () => {
      notifySuccess(T.cancelled);
      onCancelled();
      await utils.packages.invalidate();
    },
  });
}

/** 'Estornar pagamento'. As cancelling: the refusal shows in the dialog, `onReversed` runs before the refresh. */
export function useReversePayment(onReversed: () => void) {
  const utils = trpc.useUtils();
  return trpc.packages.reversePayment.useMutation({
    onSuccess: async () => {
      notifySuccess(T.reversed);
      onReversed();
      await utils.packages.invalidate();
    },
  });
}

/**
 * 'Clínica, recibos e pacotes' saved: `onSaved` gets the values the server kept (the form takes them
 * before the refresh); on failure `onFailed` puts the server's field errors on the form before the toast.
 * Called through `mutateAsync` so the button stops spinning when the server answers, not after the refresh.
 */
export function useUpdateClinicSettings({ onSaved, onFailed }: { onSaved: (saved: PackageSettings) => void; onFailed: (error: unknown) => void }) {
  const utils = trpc.useUtils();
  const update = trpc.packages.updateSettings.useMutation();
  const save = async (values: PackageSettings) => {
    try {
      const saved = await update.mutateAsync(values);
      notifySuccess(PACKAGE_SETTINGS_TEXT.saved);
      onSaved(saved);
      await utils.packages.settings.invalidate();
    } catch (error) {
      onFailed(error);
      notifyError(PACKAGE_SETTINGS_TEXT.saveError, errorMessage(error));
    }
  };
  return { save, isPending: update.isPending };
}
