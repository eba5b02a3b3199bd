// Runs the checkpointer contract against SQLite: in memory, and in a file that survives a restart.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openCheckpointer } from '../../src/adapters/checkpoint/open-checkpointer.js';
import { checkpointerContract, type CheckpointerHandle } from '../contracts/checkpointer.contract.js';

const root = mkdtempSync(join(tmpdir(), 'echopilot-checkpoints-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;

checkpointerContract('SQLite in memory', () => openCheckpointer({ dataDir: null }));

checkpointerContract('SQLite file', () => {
  const dataDir = join(root, `run-${dirs++}`);
  mkdirSync(dataDir);
  const open = async (): Promise<CheckpointerHandle> => ({ ...(await openCheckpointer({ dataDir })), reopen: open });
  return open();
});
