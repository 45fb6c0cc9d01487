import { type ClinicSettingsRow, type Database, type Kysely, findClinicSettings, updateClinicSettings } from '@clinic/db';
import { PACKAGE_SETTINGS_TEXT as T, type PackageSettings, type PackageSettingsInput } from '@clinic/domain';

import { pickFields } from '../row-fields';
import type { Actor } from '../../context';
import { logActivity } from '../activity-log';

function toSettings(row: ClinicSettingsRow): PackageSettings {
  return pickFields(row, ['clinicName', 'clinicDocument', 'packageValidityDays', 'packageCountsFaltou', 'packageCountsCanceladoTarde']);
}

/** The clinic's name and document (printed on receipts) and a sold package's defaults. */
export async function getPackageSettings(db: Kysely<Database>): Promise<PackageSettings> {
  return toSettings(await findClinicSettings(db));
}

const yesNo = (value: boolean) => (value ? 'sim' : 'não');

/** Changes what was sent, logged with what changed, in one transaction. */
export async function updatePackageSettings(db: Kysely<Database>, actor: Actor, input: PackageSettingsInput): Promise<PackageSettings> {
  return db.transaction().execute(async (tx) => {
    const before = toSettings(await findClinicSettings(tx));
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as PackageSettingsInput;
    const after = toSettings(Object.keys(changes).length > 0 ? await updateClinicSettings(tx, changes) : await findClinicSettings(tx));
    const show = (key: keyof PackageSettings, value: PackageSettings[keyof PackageSettings]) =>
      typeof value === 'boolean' ? yesNo(value) : key === 'packageValidityDays' ? `${value} dias` : `"${value}"`;
    const labels: Record<keyof PackageSettings, string> = {
      clinicName: T.clinicName,
      clinicDocument: 'CNPJ/CPF',
      packageValidityDays: T.validityDays,
      packageCountsFaltou: T.countsFaltou,
      packageCountsCanceladoTarde: T.countsCanceladoTarde,
    };
    const changed = (Object.keys(labels) as (keyof PackageSettings)[])
      .filter((key) => before[key] !== after[key])
      .map((key) => `${labels[key]}: ${show(key, before[key])} → ${show(key, after[key])}`);
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: null,
      description: `Configurações da clínica (recibos e pacotes) ${changed.length ? `alteradas: ${changed.join('; ')}` : 'salvas sem mudanças'}`,
    });
    return after;
  });
}
