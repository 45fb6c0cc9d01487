import { consolidatedAnalysisJobHandler, runReportFromSources } from './services/consolidated-reports/consolidated-analysis.job';
import { CONSOLIDATED_ANALYSIS_JOB } from './services/consolidated-reports/consolidated-analysis.service';
import { REPORT_REQUEST_JOB, reportRequestJobHandler } from './services/report-requests/report-request.job';
import { WHATSAPP_REMINDER_JOB, whatsappReminderJobHandler } from './services/whatsapp/reminders.service';
import {
  LEAD_ADS_BACKFILL_JOB,
  LEAD_ADS_INTAKE_JOB,
  leadAdsBackfillJobHandler,
  leadAdsIntakeJobHandler,
} from './services/lead-ads/lead-intake.service';
import { PERSONAL_DATA_EXPORT_JOB, personalDataExportJobHandler } from './services/personal-data/personal-data.service';
import { JobRegistry } from './infra/jobs';

/**
 * Every kind of background job the server runs, by kind (one line per feature): a composition root
 * beside the root router, so the generic worker (infra/jobs) never imports a feature.
 */
export function createAppJobRegistry(): JobRegistry {
  return new JobRegistry()
    .register(REPORT_REQUEST_JOB, reportRequestJobHandler())
    .register(CONSOLIDATED_ANALYSIS_JOB, consolidatedAnalysisJobHandler(runReportFromSources()))
    .register(WHATSAPP_REMINDER_JOB, whatsappReminderJobHandler())
    .register(LEAD_ADS_INTAKE_JOB, leadAdsIntakeJobHandler())
    .register(LEAD_ADS_BACKFILL_JOB, leadAdsBackfillJobHandler())
    .register(PERSONAL_DATA_EXPORT_JOB, personalDataExportJobHandler());
}
