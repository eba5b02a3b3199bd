// API key files: the documented format loads, mistakes are named, keys match exactly (plain or SHA-256), tenants are checked.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiKeyDirectoryFrom, bearerToken, loadApiKeysFile } from '../../src/app/api-keys.js';
import { createHttpApp } from '../../src/interfaces/http/http-app.js';
import { openEchoPilot } from '../../src/app/echopilot.js';
import { EXAMPLE_KEYS_FILE, KEYS } from './http.harness.js';

const customer = { name: 'c1', tenant: 'demo-bank', role: 'customer', customer_id: 'C1001', key: 'a-long-enough-key-1' };

describe('API keys', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('loads the shipped example file and maps each key to its tenant, role and customer', () => {
    const keys = loadApiKeysFile(EXAMPLE_KEYS_FILE);
    expect(keys.lookup(KEYS.priya)).toEqual({ name: 'priya-app', tenantId: 'demo-bank', role: 'customer', customerId: 'C1001' });
    expect(keys.lookup(KEYS.alice)).toEqual({ name: 'reviewer-alice', tenantId: 'demo-bank', role: 'reviewer', customerId: null });
    expect(keys.lookup(KEYS.neha)?.tenantId).toBe('demo-insurer');
    expect(keys.lookup(`${KEYS.priya} `)).toBeNull();
    expect(keys.lookup(KEYS.priya.slice(0, -1))).toBeNull();
    expect(keys.lookup('')).toBeNull();
  });

  it('accepts a key given only as its SHA-256, and reads JSON as well as YAML', () => {
    const dir = mkdtempSync(join(tmpdir(), 'echopilot-keys-'));
    dirs.push(dir);
    const file = join(dir, 'keys.json');
    const secret = 'reviewer-secret-kept-elsewhere';
    writeFileSync(file, JSON.stringify({ keys: [{ name: 'rev', tenant: 'demo-bank', role: 'reviewer', key_sha256: createHash('sha256').update(secret).digest('hex') }] }));
    const keys = loadApiKeysFile(file);
    expect(keys.lookup(secret)).toMatchObject({ name: 'rev', role: 'reviewer' });
    expect(keys.lookup(createHash('sha256').update(secret).digest('hex'))).toBeNull();
  });

  it.each([
    ['a customer key without customer_id', { ...customer, customer_id: undefined }, 'keys.0.customer_id'],
    ['a staff key with customer_id', { ...customer, role: 'agent' }, 'keys.0.customer_id'],
    ['a short key', { ...customer, key: 'short' }, 'keys.0.key'],
    ['an unknown role', { ...customer, role: 'superuser' }, 'keys.0.role'],
    ['both key and key_sha256', { ...customer, key_sha256: 'a'.repeat(64) }, 'keys.0.key'],
  ])('refuses %s, naming the field', (_label, entry, field) => {
    expect(() => apiKeyDirectoryFrom({ keys: [entry] }, 'keys.yaml')).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', message: expect.stringContaining(field) }));
  });

  it('refuses the same key twice and a missing file', () => {
    expect(() => apiKeyDirectoryFrom({ keys: [customer, { ...customer, name: 'c2' }] })).toThrow(/listed twice/);
    expect(() => loadApiKeysFile('/nonexistent/keys.yaml')).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID' }));
  });

  it('reads only well-formed bearer headers', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer   abc ')).toBe('abc');
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('refuses to build the app when a key names a tenant that is not loaded', async () => {
    const app = await openEchoPilot({ memory: true });
    try {
      const keys = apiKeyDirectoryFrom({ keys: [{ ...customer, tenant: 'demo-bnak' }] });
      expect(() => createHttpApp({ app, apiKeys: keys })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', message: expect.stringContaining('demo-bnak') }));
    } finally {
      await app.close();
    }
  });
});
