import { z } from 'zod';

import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { getPackageSettings, updatePackageSettings } from '../../services/packages/package-settings.service';
import {
  cancelPatientPackage,
  getPackage,
  listPatientPackages,
  listRenewals,
  sellPackage,
} from '../../services/packages/packages.service';
import { dailyReport, listPayments, paymentReceipt, recordPayment, reversePayment } from '../../services/packages/payments.service';
import { permittedProcedure } from '../../trpc';
import {
  ZCancelPackageRequest,
  ZDailyReport,
  ZDailyReportRequest,
  ZListPaymentsRequest,
  ZPackageDetail,
  ZPackageSettings,
  ZPackageSettingsInput,
  ZPatientPackage,
  ZPatientPackagesResponse,
  ZPayment,
  ZReceipt,
  ZRecordPaymentInput,
  ZRenewal,
  ZReversalRequest,
  ZSellPackageRequest,
  packagesMeta,
} from './packages.types';

const sell = permittedProcedure('packages:sell');
const oversee = permittedProcedure('finance:oversee');

export const listOfPatientProcedure = sell
  .meta(packagesMeta.listOfPatient)
  .input(ZIdInput)
  .output(ZPatientPackagesResponse)
  .query(({ ctx, input }) => listPatientPackages(ctx.db, input.id, ctx.now()));

export const sellProcedure = sell
  .meta(packagesMeta.sell)
  .input(ZSellPackageRequest)
  .output(ZPatientPackage)
  .mutation(({ ctx, input: { id, ...sale } }) => sellPackage(ctx.db, actorOf(ctx), id, sale, ctx.now()));

export const getProcedure = sell
  .meta(packagesMeta.get)
  .input(ZIdInput)
  .output(ZPackageDetail)
  .query(({ ctx, input }) => getPackage(ctx.db, input.id, ctx.now()));

export const cancelProcedure = sell
  .meta(packagesMeta.cancel)
  .input(ZCancelPackageRequest)
  .output(ZPatientPackage)
  .mutation(({ ctx, input }) => cancelPatientPackage(ctx.db, actorOf(ctx), input.id, input.reason, ctx.now()));

export const renewalsProcedure = sell
  .meta(packagesMeta.renewals)
  .input(z.object({}))
  .output(z.array(ZRenewal))
  .query(({ ctx }) => listRenewals(ctx.db, ctx.now()));

export const listPaymentsProcedure = sell
  .meta(packagesMeta.listPayments)
  .input(ZListPaymentsRequest)
  .output(z.array(ZPayment))
  .query(({ ctx, input }) => listPayments(ctx.db, input));

export const recordPaymentProcedure = sell
  .meta(packagesMeta.recordPayment)
  .input(ZRecordPaymentInput)
  .output(ZPayment)
  .mutation(({ ctx, input }) => recordPayment(ctx.db, actorOf(ctx), input, ctx.now()));

export const reversePaymentProcedure = oversee
  .meta(packagesMeta.reversePayment)
  .input(ZReversalRequest)
  .output(ZPayment)
  .mutation(({ ctx, input: { id, ...reversal } }) => reversePayment(ctx.db, actorOf(ctx), id, reversal, ctx.now()));

export const receiptProcedure = sell
  .meta(packagesMeta.receipt)
  .input(ZIdInput)
  .output(ZReceipt)
  .query(({ ctx, input }) => paymentReceipt(ctx.db, input.id));

export const dailyReportProcedure = oversee
  .meta(packagesMeta.dailyReport)
  .input(ZDailyReportRequest)
  .output(ZDailyReport)
  .query(({ ctx, input }) => dailyReport(ctx.db, input.startDate, input.endDate));

/** The sale form reads the defaults; management and finance change them (the receipt's clinic name and CNPJ too). */
export const settingsProcedure = sell
  .meta(packagesMeta.settings)
  .input(z.object({}))
  .output(ZPackageSettings)
  .query(({ ctx }) => getPackageSettings(ctx.db));

export const updateSettingsProcedure = oversee
  .meta(packagesMeta.updateSettings)
  .input(ZPackageSettingsInput)
  .output(ZPackageSettings)
  .mutation(({ ctx, input }) => updatePackageSettings(ctx.db, actorOf(ctx), input));
