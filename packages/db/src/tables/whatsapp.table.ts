import type { ColumnType, Generated, Selectable } from 'kysely';

export interface WhatsappSettingsTable {
  id: Generated<number>;
  phoneNumberId: string | null;
  businessAccountId: string | null;
  /** Encrypted by the server (AES-256-GCM); never answered by any API. */
  accessTokenEnc: string | null;
  appSecretEnc: string | null;
  verifyTokenEnc: string | null;
  templateName: string | null;
  templateLanguage: Generated<string>;
  sendHour: Generated<number>;
  secondReminderHours: number | null;
  quietStart: Generated<string>;
  quietEnd: Generated<string>;
  updatedAt: Generated<Date>;
}
export type WhatsappSettingsRow = Selectable<WhatsappSettingsTable>;

export type ReminderStatus = 'scheduled' | 'sending' | 'sent' | 'failed' | 'delivered' | 'read' | 'skipped';

export interface AppointmentRemindersTable {
  id: Generated<number>;
  appointmentId: number;
  /** 'first' (reminderDays before, at the sending hour) or 'second' (N hours before). */
  offsetKey: string;
  dueAt: Date;
  recipient: string;
  nonce: string;
  nonceUsedAt: Date | null;
  status: Generated<ReminderStatus>;
  wamid: string | null;
  error: string | null;
  sentAt: Date | null;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: Generated<Date>;
}
export type AppointmentReminderRow = Selectable<AppointmentRemindersTable>;

export interface AppointmentConfirmationsTable {
  appointmentId: number;
  state: string;
  updatedAt: Generated<Date>;
}

export interface WhatsappInboundTable {
  wamid: string;
  fromPhone: string;
  kind: string;
  body: Generated<string>;
  appointmentId: number | null;
  patientId: number | null;
  inbox: 'remarcar' | 'verificar' | null;
  receivedAt: Generated<Date>;
  handledAt: Date | null;
  handledBy: number | null;
}
export type WhatsappInboundRow = Selectable<WhatsappInboundTable>;
