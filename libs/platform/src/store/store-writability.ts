/**
 * Whether the store can take a write now, without writing: for the embedded SQLite store, its
 * folder and file are writable (a read-only mount, a removed volume or a file that lost its
 * permissions is found before a write fails) and the disk has room. EventStoreDB is a server of
 * its own: only its appends tell (`StorageHealth`), so it is not probed here.
 */
import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { ArbiterConfig } from '../config/arbiter-config';

/** Below this much free space a write may fail half-way through a game's next commands. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

export type Writability =
  | { readonly writable: true; readonly freeBytes: number }
  | { readonly writable: false; readonly reason: string }
  | { readonly writable: null; readonly reason: string };

export async function storeWritability(config: Pick<ArbiterConfig, 'dataDir' | 'eventStoreUrl'>): Promise<Writability> {
  if (config.eventStoreUrl !== null) return { writable: null, reason: 'EventStoreDB: known from its appends only' };
  try {
    await access(config.dataDir, constants.W_OK);
    await access(join(config.dataDir, 'arbiter.db'), constants.W_OK);
    const fs = await statfs(config.dataDir);
    const freeBytes = fs.bavail * fs.bsize;
    if (freeBytes < MIN_FREE_BYTES) return { writable: false, reason: `only ${freeBytes} bytes free in ${config.dataDir}` };
    return { writable: true, freeBytes };
  } catch (err) {
    return { writable: false, reason: err instanceof Error ? err.message : String(err) };
  }
}
