import { configureZodMessages } from './zod-messages';

configureZodMessages();

export { type AppRouter, appRouter, createCaller } from './root';
export { procedureOfRestOperation } from './rest-operations';
export {
  type Actor,
  type Context,
  type ContextOptions,
  type SessionControl,
  type SignedInActor,
  actorOf,
  createContext,
  noSession,
} from './context';
export { AppError, SERVER_BUSY_RETRY_SECONDS, describeZodError, toAppError } from './errors';
export { ensureFirstAdmin, type FirstAdmin } from './services/users/bootstrap.service';
export { toUserDto } from './services/users/user-dto';
export { type SessionUser, toSessionUser } from './session-user';
export { DEMO_PASSWORD, seedDemoClinic } from './services/demo/demo-clinic.service';
export { sweepLoginThrottle } from './services/auth/login.service';
export { authenticateApiToken } from './services/api-tokens/api-tokens.service';
export { REPORT_REQUEST_JOB, reportRequestJobHandler } from './services/report-requests/report-request.job';
export { type ReportSourceConfig, reportSourceConfigFromEnv } from './services/report-requests/report-sources.config';
export { runReportRequest } from './services/report-requests/run-report-request';
export {
  type JobContext,
  type JobHandler,
  type JobWorker,
  JobRegistry,
  PermanentJobError,
  createJobWorker,
  enqueueJob,
} from './infra/jobs';
export { createAppJobRegistry } from './jobs';
export {
  type RunReport,
  consolidatedAnalysisJobHandler,
  runReportFromSources,
} from './services/consolidated-reports/consolidated-analysis.job';
export { CONSOLIDATED_ANALYSIS_JOB } from './services/consolidated-reports/consolidated-analysis.service';
export { createWhatsappActionRegistry } from './whatsapp-actions';
export {
  type WhatsappActionContext,
  type WhatsappActionHandler,
  WhatsappActionRegistry,
  type WhatsappReply,
} from './services/whatsapp/whatsapp-actions';
export { handleWhatsappWebhook, verifyWhatsappChallenge, whatsappSignature } from './services/whatsapp/webhook.service';
export { handleLeadAdsWebhook, verifyLeadAdsChallenge } from './services/lead-ads/lead-ads-webhook.service';
export { LEAD_ADS_INTAKE_JOB } from './services/lead-ads/lead-intake.service';
export { configureSecretsKey, secretsKeyFromText } from './services/whatsapp/secret-box';
export {
  type TemplateMessage,
  WhatsappSendError,
  sendWhatsappTemplate,
  templateRequestBody,
} from './services/whatsapp/cloud-api';
export { loadWhatsappRuntime, sendClinicTemplate } from './services/whatsapp/whatsapp-settings.service';
export { WHATSAPP_REMINDER_JOB, scheduleDueReminders, startReminderScheduler } from './services/whatsapp/reminders.service';
export { PATIENT_LINK_LIMITS, resetPatientLinkRates } from './services/diary/patient-link-rate-limit';
export { type QuestionnaireRegistry, setQuestionnaireRegistry } from './services/diary/questionnaire-links';
export { startPersonalDataScheduler, sweepPersonalData } from './services/personal-data/personal-data.service';
