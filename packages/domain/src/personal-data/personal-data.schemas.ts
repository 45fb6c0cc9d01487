import { z } from 'zod';

import { ROLES } from '../auth/roles';
import { ZId } from '../common/ids';
import { DATA_KINDS } from './data-map.types';

/** Hours an export can be downloaded (once) after it is asked for. */
export const EXPORT_TTL_HOURS = 24;
/** Years the clinical record is kept after its last entry (Lei 13.787/2018, art. 6º). */
export const RECORD_RETENTION_YEARS = 20;
/** Default months after which a lead never converted is anonymised. */
export const DEFAULT_LEAD_ANONYMIZE_MONTHS = 24;

export const ZPersonalDataExport = z.object({
  id: ZId,
  patientId: ZId,
  status: z.enum(['pending', 'ready', 'failed']),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  downloadedAt: z.string().nullable(),
  /** The ZIP (base64), only in the one answer that downloads it. */
  contentBase64: z.string().nullable(),
});
export type PersonalDataExport = z.infer<typeof ZPersonalDataExport>;

export const ZExportQuery = z.object({
  id: ZId,
  /** 'true': answer the file (once); otherwise only the status. */
  download: z.enum(['true', 'false'], { error: 'download deve ser true ou false' }).optional(),
});

export const ZAnonymizeResult = z.object({ id: ZId, anonymizedAt: z.string() });
export type AnonymizeResult = z.infer<typeof ZAnonymizeResult>;

export const ZProcessingRecordRow = z.object({
  table: z.string(),
  label: z.string(),
  subject: z.string(),
  kinds: z.array(z.enum(DATA_KINDS)),
  kindLabels: z.array(z.string()),
  sensitive: z.boolean(),
  columns: z.array(z.string()),
  purpose: z.string(),
  legalBasis: z.string(),
  retention: z.string(),
  readers: z.array(z.enum(ROLES)),
  readerLabels: z.array(z.string()),
  anonymized: z.array(z.string()),
});
export type ProcessingRecordRow = z.infer<typeof ZProcessingRecordRow>;
export const ZProcessingRecord = z.object({ generatedAt: z.string(), rows: z.array(ZProcessingRecordRow) });
export type ProcessingRecord = z.infer<typeof ZProcessingRecord>;

/** The clinic's LGPD policy: months after which leads never converted are anonymised. */
export const ZPersonalDataSettings = z.object({ leadAnonymizeMonths: z.number().int() });
export type PersonalDataSettings = z.infer<typeof ZPersonalDataSettings>;
export const ZPersonalDataSettingsInput = z.object({
  leadAnonymizeMonths: z.coerce
    .number({ error: 'Informe um prazo entre 1 e 240 meses' })
    .int('Informe um prazo entre 1 e 240 meses')
    .min(1, 'Informe um prazo entre 1 e 240 meses')
    .max(240, 'Informe um prazo entre 1 e 240 meses'),
});
export type PersonalDataSettingsInput = z.input<typeof ZPersonalDataSettingsInput>;
