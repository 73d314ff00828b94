import {
  ZPayrollSettings,
  ZPayrollSettingsSave,
  payrollSystems,
  type TPayrollSettings,
  type TPayrollSystem,
} from '@app/shared/payroll/payroll-settings';
import type { TenantContext } from '../tenancy/tenant-context';
import { TenantTable, type TransactionWrite } from '../data/tenant-table';
import { defineEntity } from '../data/entity';

/** As kept: the settings without their version (the entity layer keeps it). */
const ZStoredSettings = ZPayrollSettings.omit({ version: true });
export type StoredPayrollSettings = Omit<TPayrollSettings, 'version'>;

/** `PAYROLL` / `CONFIG#<system>` (data model section 11): one item per payroll system. */
const settingsEntity = defineEntity({ type: 'PAYROLLCFG', schema: ZStoredSettings, versioned: true }).key({
  partition: { sources: [], key: () => ['PAYROLL'] },
  sort: { sources: ['system'], key: ({ system }) => `CONFIG#${system}` },
});

/** A system never saved: the schema's defaults, empty numbers, version 0 (the export refuses it). */
export function defaultPayrollSettings(system: TPayrollSystem): TPayrollSettings {
  const defaults = ZPayrollSettingsSave.omit({ consultantNumber: true, clientNumber: true }).parse({
    version: 0,
  });
  return { ...defaults, system, consultantNumber: '', clientNumber: '' };
}

export class PayrollSettingsRepository {
  private readonly settings;

  constructor(tenant: TenantContext) {
    this.settings = settingsEntity.in(new TenantTable(tenant));
  }

  /** The settings of every system, defaults for those never saved: 1 Q `PAYROLL` `begins_with 'CONFIG#'`. */
  async list(): Promise<TPayrollSettings[]> {
    const stored = await this.settings.queryAll({ partition: {}, sort: { beginsWith: 'CONFIG#' } });
    return payrollSystems.map(
      (system) => stored.find((item) => item.system === system) ?? defaultPayrollSettings(system),
    );
  }

  /** One system's settings (1 G), defaults when never saved. */
  async of(system: TPayrollSystem): Promise<TPayrollSettings> {
    return (await this.settings.get({ system })) ?? defaultPayrollSettings(system);
  }

  /** The save at the version read (0: the first save, which fails when another one came first). */
  saveWrite(settings: StoredPayrollSettings, version: number): TransactionWrite {
    return version === 0
      ? this.settings.createWrite(settings)
      : this.settings.replaceWrite(settings, version);
  }
}

/** A system's settings for the export worker (lane D): defaults with version 0 when never saved. */
export async function payrollSettingsOf(
  tenant: TenantContext,
  system: TPayrollSystem,
): Promise<TPayrollSettings> {
  return new PayrollSettingsRepository(tenant).of(system);
}
