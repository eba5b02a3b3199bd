// API keys in the database: issued once, stored hashed, accepted by the HTTP API beside the key file until revoked,
// rotated or expired; the `echopilot keys` commands and their errors.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Command } from 'commander';
import { openEchoPilot, type EchoPilot } from '../../src/app/echopilot.js';
import { ensureSeeded } from '../../src/app/seed.js';
import { loadApiKeysFile, NO_FILE_KEYS } from '../../src/app/api-keys.js';
import { parseExpiry, sha256Hex, StoredApiKeys } from '../../src/app/stored-api-keys.js';
import { assertKeyNamesDisjoint } from '../../src/app/key-names.js';
import { createHttpApp } from '../../src/interfaces/http/http-app.js';
import type { HttpApp } from '../../src/interfaces/http/http-context.js';
import { registerKeysCommand } from '../../src/interfaces/cli/commands/keys.command.js';
import { operatorOf } from '../../src/interfaces/cli/operator-key.js';
import { EXAMPLE_KEYS_FILE, KEYS, NOW } from '../http/http.harness.js';

let app: EchoPilot;
let clock: Date;
let keys: StoredApiKeys;

beforeEach(async () => {
  app = await openEchoPilot({ memory: true, tracing: null });
  await ensureSeeded(app);
  clock = new Date('2026-11-22T06:30:00.000Z');
  keys = new StoredApiKeys(app.store, () => app.tenants.ids(), () => clock);
});
afterEach(() => app.close());

const httpWith = (file: boolean): HttpApp =>
  createHttpApp({ app, apiKeys: file ? loadApiKeysFile(EXAMPLE_KEYS_FILE) : NO_FILE_KEYS, storedKeys: keys, now: () => new Date(NOW), limits: { maxEventLoopLagMs: 0 } });
const me = async (http: HttpApp, key: string) => {
  const response = await http.request('/v1/me', { headers: { Authorization: `Bearer ${key}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('stored API keys', () => {
  it('shows the key once and keeps only its SHA-256 and a short id', async () => {
    const issued = await keys.create({ tenantId: 'demo-bank', name: 'reviewer-carol', role: 'reviewer' });
    expect(issued.key).toMatch(/^ep_[0-9a-f]{10}_[A-Za-z0-9_-]{32}$/);
    expect(issued.key.startsWith(`${issued.record.id}_`)).toBe(true);
    const [stored] = await app.store.listApiKeys();
    expect(stored).toEqual(issued.record);
    expect(stored?.keySha256).toBe(sha256Hex(issued.key));
    expect(JSON.stringify(stored)).not.toContain(issued.key.slice(issued.record.id.length + 1));
  });

  it('lets the HTTP API accept a stored key beside the key file, as the caller it was issued for', async () => {
    const issued = await keys.create({ tenantId: 'demo-bank', name: 'priya-phone', role: 'customer', customerId: 'C1001' });
    const http = httpWith(true);
    expect(await me(http, issued.key)).toMatchObject({ status: 200, body: { tenant: 'demo-bank', role: 'customer', customer_id: 'C1001' } });
    expect((await me(http, KEYS.admin)).status).toBe(200);
    expect((await me(http, `${issued.key}x`)).status).toBe(401);
  });

  it('refuses a revoked key with 401 at once, and a rotated one while the new key works', async () => {
    const http = httpWith(false);
    const first = await keys.create({ tenantId: 'demo-bank', name: 'agent-ravi', role: 'agent' });
    const second = await keys.create({ tenantId: 'demo-bank', name: 'agent-sita', role: 'agent' });
    await keys.revoke(first.record.id);
    expect((await me(http, first.key)).status).toBe(401);
    const rotated = await keys.rotate(second.record.id);
    expect(rotated.record).toMatchObject({ name: 'agent-sita', role: 'agent', tenantId: 'demo-bank', revokedAt: null });
    expect((await me(http, second.key)).status).toBe(401);
    expect(await me(http, rotated.key)).toMatchObject({ status: 200, body: { role: 'agent' } });
    await expect(keys.rotate(second.record.id)).rejects.toMatchObject({ code: 'CONFLICT', field: 'id' });
  });

  it('refuses a key after its expiry with 401', async () => {
    const http = httpWith(false);
    const issued = await keys.create({ tenantId: 'demo-bank', name: 'temp-admin', role: 'admin', expiresAt: parseExpiry('2h', clock) });
    expect((await me(http, issued.key)).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 3_600_000 + 1);
    expect((await me(http, issued.key)).status).toBe(401);
  });

  it('names the field at fault when a key cannot be issued', async () => {
    await expect(keys.create({ tenantId: 'demo-bnak', name: 'x', role: 'agent' })).rejects.toMatchObject({ code: 'UNKNOWN_TENANT', field: 'tenant' });
    await expect(keys.create({ tenantId: 'demo-bank', name: ' ', role: 'agent' })).rejects.toMatchObject({ field: 'name' });
    await expect(keys.create({ tenantId: 'demo-bank', name: 'c', role: 'customer' })).rejects.toMatchObject({ field: 'customer' });
    await expect(keys.create({ tenantId: 'demo-bank', name: 'r', role: 'reviewer', customerId: 'C1001' })).rejects.toMatchObject({ field: 'customer' });
    await expect(keys.create({ tenantId: 'demo-bank', name: 'r', role: 'reviewer', expiresAt: '2026-11-22T06:29:00.000Z' })).rejects.toMatchObject({ field: 'expires' });
    await keys.create({ tenantId: 'demo-bank', name: 'dup', role: 'agent' });
    await expect(keys.create({ tenantId: 'demo-bank', name: 'dup', role: 'agent' })).rejects.toMatchObject({ code: 'CONFLICT', field: 'name' });
    expect(() => parseExpiry('soon', clock)).toThrow(expect.objectContaining({ field: '--expires' }));
    expect(() => parseExpiry('2020-01-01T00:00:00+05:30', clock)).toThrow(expect.objectContaining({ field: '--expires' }));
    expect(parseExpiry('90d', clock)).toBe('2027-02-20T06:30:00.000Z');
  });
});

describe('key names: one name, one caller in a tenant', () => {
  const fileKeys = () => loadApiKeysFile(EXAMPLE_KEYS_FILE).list();
  const withFile = () => new StoredApiKeys(app.store, () => app.tenants.ids(), () => clock, fileKeys);

  it('refuses a database key named like a key-file key of the tenant (reviewer-alice as a customer), saying what to do', async () => {
    const error = await withFile().create({ tenantId: 'demo-bank', name: 'reviewer-alice', role: 'customer', customerId: 'C1002' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CONFLICT', field: 'name', message: expect.stringContaining('key file'), hint: expect.stringContaining('another name') });
    expect(await app.store.listApiKeys()).toEqual([]);
    // The name is free in a tenant whose key file entries do not use it.
    await expect(withFile().create({ tenantId: 'demo-insurer', name: 'reviewer-alice', role: 'reviewer' })).resolves.toMatchObject({ record: { name: 'reviewer-alice' } });
  });

  it('refuses a name a revoked key used for another caller, but lets the same caller have it again', async () => {
    const first = await keys.create({ tenantId: 'demo-bank', name: 'agent-ravi', role: 'agent' });
    await keys.revoke(first.record.id);
    await expect(keys.create({ tenantId: 'demo-bank', name: 'agent-ravi', role: 'customer', customerId: 'C1001' })).rejects.toMatchObject({ code: 'CONFLICT', field: 'name', message: expect.stringContaining(first.record.id) });
    await expect(keys.create({ tenantId: 'demo-bank', name: 'agent-ravi', role: 'agent' })).resolves.toMatchObject({ record: { name: 'agent-ravi', role: 'agent' } });
  });

  it('stops the server start when the key file and an active database key share a name in a tenant, naming both', async () => {
    const clash = await keys.create({ tenantId: 'demo-bank', name: 'reviewer-alice', role: 'customer', customerId: 'C1002' });
    expect(() => assertKeyNamesDisjoint(fileKeys(), [clash.record], clock)).toThrow(expect.objectContaining({
      code: 'CONFIG_INVALID', message: expect.stringMatching(/"reviewer-alice" in demo-bank \(database key ep_[0-9a-f]{10}, customer\)/), hint: expect.stringContaining(`echopilot keys revoke ${clash.record.id}`),
    }));
    await keys.revoke(clash.record.id);
    const all = await app.store.listApiKeys({ includeRevoked: true });
    expect(() => assertKeyNamesDisjoint(fileKeys(), all, clock)).not.toThrow();
  });

  it('makes `keys create --api-keys <file>` refuse a name of that file, naming --name', async () => {
    const program = new Command().exitOverride();
    let opened: { apiKeysFile?: string } | undefined;
    registerKeysCommand(program, { openAdmin: async (options) => ((opened = options), { keys: new StoredApiKeys(app.store, () => app.tenants.ids(), () => clock, () => (options.apiKeysFile ? loadApiKeysFile(options.apiKeysFile).list() : [])), close: async () => undefined }), out: () => undefined, now: () => clock });
    const error = await program.parseAsync(['node', 'echopilot', 'keys', 'create', '--tenant', 'demo-bank', '--name', 'reviewer-alice', '--role', 'customer', '--customer', 'C1002', '--api-keys', EXAMPLE_KEYS_FILE]).catch((e: unknown) => e);
    expect(opened).toEqual({ apiKeysFile: EXAMPLE_KEYS_FILE });
    expect(error).toMatchObject({ code: 'CONFLICT', field: '--name', message: expect.stringMatching(/^--name: "reviewer-alice" is already the name of a reviewer key in the key file/) });
  });
});

describe('echopilot keys', () => {
  async function run(...args: string[]): Promise<{ lines: string[]; error: unknown }> {
    const lines: string[] = [];
    const program = new Command().exitOverride();
    program.configureOutput({ writeOut: (t) => lines.push(t), writeErr: (t) => lines.push(t) });
    registerKeysCommand(program, { openAdmin: async () => ({ keys, close: async () => undefined }), out: (t) => lines.push(t), now: () => clock });
    let error: unknown = null;
    await program.parseAsync(['node', 'echopilot', 'keys', ...args]).catch((e: unknown) => (error = e));
    return { lines, error };
  }

  it('creates, lists, rotates and revokes, printing each key once and never again', async () => {
    const created = await run('create', '--tenant', 'demo-bank', '--name', 'reviewer-dev', '--role', 'reviewer', '--expires', '30d', '--json');
    const first = JSON.parse(created.lines.join('')) as { key: string; id: string; expires_at: string };
    expect(first).toMatchObject({ id: expect.stringMatching(/^ep_/), expires_at: '2026-12-22T06:30:00.000Z' });

    const listed = await run('list');
    expect(listed.lines.join('\n')).toContain(`${first.id}  active`);
    expect(listed.lines.join('\n')).not.toContain(first.key);

    const rotated = await run('rotate', first.id);
    const newKey = /^key: (\S+)$/m.exec(rotated.lines.join('\n'))?.[1];
    expect(newKey).toMatch(/^ep_/);
    expect(await keys.lookup(first.key)).toBeNull();
    expect(await keys.lookup(newKey ?? '')).toMatchObject({ name: 'reviewer-dev', role: 'reviewer' });

    const newId = newKey?.slice(0, 13) ?? '';
    expect((await run('revoke', newId)).lines.join('')).toContain(`${newId}: revoked at 2026-11-22T06:30:00.000Z`);
    expect((await run('list')).lines).toEqual(['no keys']);
    expect((await run('list', '--all', '--json')).lines.join('')).toContain('"status": "revoked"');
  });

  it('names the flag at fault', async () => {
    expect((await run('create', '--name', 'x', '--role', 'agent')).error).toMatchObject({ code: 'INVALID_INPUT', field: '--tenant' });
    expect((await run('create', '--tenant', 'demo-bank', '--name', 'x', '--role', 'boss')).error).toMatchObject({ field: '--role' });
    expect((await run('create', '--tenant', 'nowhere', '--name', 'x', '--role', 'agent')).error).toMatchObject({ code: 'UNKNOWN_TENANT', field: '--tenant', message: expect.stringContaining('--tenant') });
    expect((await run('create', '--tenant', 'demo-bank', '--name', 'x', '--role', 'customer')).error).toMatchObject({ field: '--customer' });
    expect((await run('revoke', 'not-an-id')).error).toMatchObject({ field: 'id' });
    expect((await run('revoke', 'ep_0000000000')).error).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
  });

  it('has --help on every subcommand', async () => {
    for (const sub of ['create', 'list', 'revoke', 'rotate']) {
      const { lines } = await run(sub, '--help');
      expect(lines.join('')).toContain(`Usage: echopilot keys ${sub}`);
    }
  });
});

describe('staff commands with a database key', () => {
  const admin = async () => ({ keys, close: async () => undefined });

  it('act as the stored key\'s caller, with or without a key file, until it is revoked', async () => {
    const issued = await keys.create({ tenantId: 'demo-bank', name: 'reviewer-dee', role: 'reviewer' });
    expect(await operatorOf({ key: issued.key }, ['reviewer'], {}, admin)).toMatchObject({ name: 'reviewer-dee', tenantId: 'demo-bank', role: 'reviewer' });
    expect(await operatorOf({ key: issued.key, apiKeys: EXAMPLE_KEYS_FILE }, ['reviewer'], {}, admin)).toMatchObject({ name: 'reviewer-dee' });
    await expect(operatorOf({ key: issued.key }, ['admin'], {}, admin)).rejects.toMatchObject({ code: 'FORBIDDEN', field: 'key' });
    await expect(operatorOf({ key: issued.key, tenant: 'demo-insurer' }, ['reviewer'], {}, admin)).rejects.toMatchObject({ code: 'FORBIDDEN', field: 'tenant' });
    await keys.revoke(issued.record.id);
    await expect(operatorOf({ key: issued.key }, ['reviewer'], {}, admin)).rejects.toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('revoked') });
  });

  it('still check file keys against the key file only', async () => {
    expect(await operatorOf({ key: KEYS.alice, apiKeys: EXAMPLE_KEYS_FILE }, ['reviewer'], {}, admin)).toMatchObject({ name: 'reviewer-alice' });
    await expect(operatorOf({ key: KEYS.alice }, ['reviewer'], {}, admin)).rejects.toMatchObject({ code: 'CONFIG_INVALID' });
  });
});
