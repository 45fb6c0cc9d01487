import type { AdAccountsTable } from './ad-accounts.table';
import type { ApiTokensTable } from './api-tokens.table';
import type { AppointmentsTable, TreatmentsTable } from './appointments.table';
import type { ClinicSettingsTable } from './clinic-settings.table';
import type { RecordAccessLogTable, RecordEntriesTable } from './clinical-record.table';
import type { ConsolidatedAnalysesTable } from './consolidated-analyses.table';
import type { ConsolidatedReportsTable } from './consolidated-reports.table';
import type { JobsTable } from './jobs.table';
import type { LeadInteractionsTable, LeadsTable } from './leads.table';
import type { PackageLedgerTable, PatientPackagesTable, PaymentReversalsTable, PaymentsTable, ReceiptCounterTable } from './packages.table';
import type { PatientsTable } from './patients.table';
import type { PersonalDataExportsTable } from './personal-data.table';
import type { ReportKeywordsTable } from './report-keywords.table';
import type { ReportRequestsTable } from './report-requests.table';
import type { RoomsTable } from './rooms.table';
import type { ServicesTable } from './services.table';
import type { LoginFailuresTable, LoginLocksTable, LoginRefusalsTable, SessionsTable } from './sessions.table';
import type { SystemLogsTable } from './system-logs.table';
import type { UserPhotosTable, UsersTable } from './users.table';
import type {
  AppointmentConfirmationsTable,
  AppointmentRemindersTable,
  WhatsappInboundTable,
  WhatsappSettingsTable,
} from './whatsapp.table';
import type { WaitlistEntriesTable, WaitlistOffersTable } from './waitlist.table';

export interface Database {
  apiTokens: ApiTokensTable;
  users: UsersTable;
  userPhotos: UserPhotosTable;
  patients: PatientsTable;
  rooms: RoomsTable;
  appointments: AppointmentsTable;
  treatments: TreatmentsTable;
  leads: LeadsTable;
  leadInteractions: LeadInteractionsTable;
  systemLogs: SystemLogsTable;
  adAccounts: AdAccountsTable;
  reportRequests: ReportRequestsTable;
  consolidatedReports: ConsolidatedReportsTable;
  jobs: JobsTable;
  consolidatedAnalyses: ConsolidatedAnalysesTable;
  reportKeywords: ReportKeywordsTable;
  services: ServicesTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  loginLocks: LoginLocksTable;
  loginRefusals: LoginRefusalsTable;
  recordEntries: RecordEntriesTable;
  recordAccessLog: RecordAccessLogTable;
  clinicSettings: ClinicSettingsTable;
  whatsappSettings: WhatsappSettingsTable;
  appointmentReminders: AppointmentRemindersTable;
  appointmentConfirmations: AppointmentConfirmationsTable;
  whatsappInbound: WhatsappInboundTable;
  waitlistEntries: WaitlistEntriesTable;
  waitlistOffers: WaitlistOffersTable;
  patientPackages: PatientPackagesTable;
  packageLedger: PackageLedgerTable;
  payments: PaymentsTable;
  paymentReversals: PaymentReversalsTable;
  receiptCounter: ReceiptCounterTable;
  personalDataExports: PersonalDataExportsTable;
}

export type * from './ad-accounts.table';
export type * from './api-tokens.table';
export type * from './appointments.table';
export type * from './clinic-settings.table';
export type * from './clinical-record.table';
export type * from './consolidated-analyses.table';
export type * from './consolidated-reports.table';
export type * from './jobs.table';
export type * from './leads.table';
export type * from './packages.table';
export type * from './patients.table';
export type * from './personal-data.table';
export type * from './report-keywords.table';
export type * from './report-requests.table';
export type * from './rooms.table';
export type * from './services.table';
export type * from './sessions.table';
export type * from './system-logs.table';
export type * from './users.table';
export type * from './whatsapp.table';
export type * from './waitlist.table';
