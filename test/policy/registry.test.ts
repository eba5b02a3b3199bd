import { describe, expect, it } from 'vitest';
import { getPack, packIds, packParamsSchema } from '../../src/policy/packs/registry.js';
import { parseTenantConfig } from '../../src/policy/tenant-config.js';

const tenantYaml = (pack: string, parameters: string) =>
  `id: t\nname: T\nkind: bank\npack: ${pack}\nparameters:\n${parameters}`;

describe('pack registry', () => {
  it('ships the bank and insurer packs', () => {
    expect(packIds()).toEqual(['bank-in-rbi', 'insurer-in-irdai']);
    expect(getPack('bank-in-rbi').id).toBe('bank-in-rbi');
    expect(getPack('insurer-in-irdai').effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('rejects an unknown pack with CONFIG_INVALID naming it', () => {
    expect(() => getPack('bank-in-xx')).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', message: expect.stringContaining('bank-in-xx') }));
    expect(() => getPack('constructor')).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID' }));
  });

  it('parses tenant parameters through the pack schema', () => {
    const config = parseTenantConfig(tenantYaml('bank-in-rbi', '  auto_approval_limit: 15000.50\n'), 't.yaml', packParamsSchema);
    expect(config.params).toMatchObject({ autoApprovalLimit: 1_500_050, fourEyesLimit: 10_000_000, confidenceThreshold: 0.75 });
  });

  it('names the file and key of a bad parameter', () => {
    expect(() => parseTenantConfig(tenantYaml('bank-in-rbi', '  compensation_per_days: 100\n'), 't.yaml', packParamsSchema))
      .toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', message: expect.stringContaining('t.yaml') }));
  });
});
