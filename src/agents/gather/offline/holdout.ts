// The deterministic held-out slice of the banking77 train split: never trained on, used to calibrate and test the model.
import { createHash } from 'node:crypto';

export const HOLDOUT_RULE = 'banking77 train rows whose sha256(text) starts with 0 or 1 (~1/8)';

export function isHeldOut(text: string): boolean {
  const first = createHash('sha256').update(text).digest('hex')[0];
  return first === '0' || first === '1';
}
