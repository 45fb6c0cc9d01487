import { z } from 'zod';

import { TEXT_EXPECTED, maxText } from '../common/fields';
import { formatClinicDocument, isValidClinicDocument } from './clinic-document';
import { PACKAGE_SETTINGS_TEXT } from './packages.text';

const T = PACKAGE_SETTINGS_TEXT;

export const ZPackageSettings = z.object({
  clinicName: z.string(),
  /** Formatted: 00.000.000/0000-00 (or a CPF, 000.000.000-00); '' when not set. */
  clinicDocument: z.string(),
  packageValidityDays: z.number().int(),
  packageCountsFaltou: z.boolean(),
  packageCountsCanceladoTarde: z.boolean(),
});
export type PackageSettings = z.infer<typeof ZPackageSettings>;

/** Every field optional: only what is sent changes. The document's check digits must match; stored formatted. */
export const ZPackageSettingsInput = z.object({
  clinicName: z.string({ error: TEXT_EXPECTED }).trim().max(200, maxText(200)).optional(),
  clinicDocument: z
    .string({ error: TEXT_EXPECTED })
    .trim()
    .max(20, { message: T.clinicDocumentInvalid, abort: true })
    .refine((v) => v === '' || isValidClinicDocument(v), T.clinicDocumentInvalid)
    .transform((v) => (v === '' ? '' : formatClinicDocument(v)))
    .optional(),
  packageValidityDays: z.number({ error: T.validityInvalid }).int(T.validityInvalid).min(1, T.validityInvalid).max(3650, T.validityInvalid).optional(),
  packageCountsFaltou: z.boolean({ error: T.booleanExpected }).optional(),
  packageCountsCanceladoTarde: z.boolean({ error: T.booleanExpected }).optional(),
});
export type PackageSettingsInput = z.infer<typeof ZPackageSettingsInput>;
