import { router } from '../../trpc';
import {
  cancelProcedure,
  dailyReportProcedure,
  getProcedure,
  listOfPatientProcedure,
  listPaymentsProcedure,
  receiptProcedure,
  recordPaymentProcedure,
  renewalsProcedure,
  reversePaymentProcedure,
  sellProcedure,
  settingsProcedure,
  updateSettingsProcedure,
} from './packages.procedures';

/**
 * Treatment packages, payments and the daily report (issue #24). Selling, payments and renewals:
 * reception and finance; estornos and the daily report: management and finance.
 */
export const packagesRouter = router({
  // Literal paths before {id}: /packages/renewals would otherwise be read as a package id.
  renewals: renewalsProcedure,
  listOfPatient: listOfPatientProcedure,
  sell: sellProcedure,
  get: getProcedure,
  cancel: cancelProcedure,
  listPayments: listPaymentsProcedure,
  recordPayment: recordPaymentProcedure,
  reversePayment: reversePaymentProcedure,
  receipt: receiptProcedure,
  dailyReport: dailyReportProcedure,
  settings: settingsProcedure,
  updateSettings: updateSettingsProcedure,
});
