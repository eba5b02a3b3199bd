// The policy packs the product ships, by id: the pack itself and its parameter schema for tenant files.
import type { z } from 'zod';
import { EchoPilotError } from '../../domain/errors.js';
import type { PolicyPack } from '../pack.js';
import { bankPack } from './bank/bank.pack.js';
import { insurerPack } from './insurer/insurer.pack.js';
import type { CommonParams } from './params-kit.js';

/** Every shipped pack; each pack's parameters include the common camelCase fields. */
const PACKS: Record<string, PolicyPack<CommonParams>> = {
  [bankPack.id]: bankPack,
  [insurerPack.id]: insurerPack,
};

export function packIds(): string[] {
  return Object.keys(PACKS).sort();
}

/** Every claim type of every shipped pack (scenario files may name any of them). */
export function knownClaimTypes(): string[] {
  return Object.values(PACKS).flatMap((pack) => pack.claimTypes.map((d) => d.id));
}

/** Transaction channels the shipped packs add to the scenario format's own. */
export function packChannels(): string[] {
  return [...new Set(Object.values(PACKS).flatMap((pack) => pack.channels))];
}

/** The pack with this id; CONFIG_INVALID naming the id (and the known ones) when there is none. */
export function getPack(id: string): PolicyPack<CommonParams> {
  const pack = Object.hasOwn(PACKS, id) ? PACKS[id] : undefined;
  if (!pack) {
    throw new EchoPilotError('CONFIG_INVALID', `unknown policy pack "${id}"`, {
      field: 'pack',
      hint: `known packs: ${packIds().join(', ')}`,
    });
  }
  return pack;
}

/** The parameter schema of a pack, for `parseTenantConfig(text, source, packParamsSchema)`. */
export function packParamsSchema(id: string): z.ZodType<CommonParams> {
  return getPack(id).paramsSchema;
}
