// The tenant directory: <root>/tenants/<id>/{tenant.yaml, world.yaml, kb/}, and seeding a tenant's world once.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { EchoPilotError } from '../domain/errors.js';
import type { World } from '../domain/records.js';
import type { Store } from '../domain/store.port.js';
import { parseTenantConfig, type TenantConfig } from '../policy/tenant-config.js';
import { readFileSync } from 'node:fs';
import { loadWorldFile } from './world-loader.js';

const TENANT_ID = /^[a-z0-9][a-z0-9-]*$/;

export interface TenantPaths {
  /** <root>/tenants/<id> */
  dir: string;
  /** <dir>/tenant.yaml */
  tenantFile: string;
  /** <dir>/world.yaml (optional) */
  worldFile: string;
  /** <dir>/kb (optional) */
  kbDir: string;
}

/** Paths of one tenant; an id that is not lower-case letters, digits and dashes is UNKNOWN_TENANT (no path escapes). */
export function tenantPaths(root: string, tenantId: string): TenantPaths {
  if (!TENANT_ID.test(tenantId)) {
    throw new EchoPilotError('UNKNOWN_TENANT', `"${tenantId}" is not a tenant id (lower-case letters, digits and dashes)`, { field: 'tenant' });
  }
  const dir = join(root, 'tenants', tenantId);
  return { dir, tenantFile: join(dir, 'tenant.yaml'), worldFile: join(dir, 'world.yaml'), kbDir: join(dir, 'kb') };
}

/** Reads and validates a tenant YAML file; errors name the file and the key. */
export function loadTenantConfigFile<P>(path: string, paramsSchema: (packId: string) => z.ZodType<P>): TenantConfig<P> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new EchoPilotError('CONFIG_INVALID', `${path}: cannot read tenant file: ${(error as Error).message}`, { field: path });
  }
  return parseTenantConfig(text, path, paramsSchema);
}

/** Ids of the folders under <root>/tenants that hold a tenant.yaml, sorted; [] when there is no tenants folder. */
export function listTenantIds(root: string): string[] {
  const base = join(root, 'tenants');
  if (!existsSync(base)) return [];
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && TENANT_ID.test(entry.name) && existsSync(join(base, entry.name, 'tenant.yaml')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Loads and validates a tenant's configuration; `paramsSchema` gives the pack's parameter schema for a pack id.
 * UNKNOWN_TENANT when there is no tenant.yaml; CONFIG_INVALID when the file's id differs from its folder.
 */
export function loadTenant<P>(root: string, tenantId: string, paramsSchema: (packId: string) => z.ZodType<P>): TenantConfig<P> {
  const paths = tenantPaths(root, tenantId);
  if (!existsSync(paths.tenantFile)) {
    throw new EchoPilotError('UNKNOWN_TENANT', `no tenant "${tenantId}": ${paths.tenantFile} does not exist`, { field: 'tenant' });
  }
  const config = loadTenantConfigFile(paths.tenantFile, paramsSchema);
  if (config.id !== tenantId) {
    throw new EchoPilotError('CONFIG_INVALID', `${paths.tenantFile}: id: "${config.id}" must match its folder "${tenantId}"`, { field: paths.tenantFile });
  }
  return config;
}

/** The tenant's world.yaml as records, or null when the tenant has none. */
export function loadTenantWorld(root: string, tenantId: string): World | null {
  const { worldFile } = tenantPaths(root, tenantId);
  return existsSync(worldFile) ? loadWorldFile(worldFile, tenantId) : null;
}

/** Seeds a tenant's world only when the tenant has no customers yet; never overwrites existing data. */
export async function seedTenantIfEmpty(store: Store, tenantId: string, world: World): Promise<{ seeded: boolean }> {
  return store.transaction(async (tx) => {
    if ((await tx.countCustomers(tenantId)) > 0) return { seeded: false };
    await tx.insertWorld(tenantId, world);
    return { seeded: true };
  });
}
