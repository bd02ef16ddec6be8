import Database from 'better-sqlite3';
import { verifyStream, type EventStore } from '@arbiter/event-store';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { temporaryDir } from './support/temp-dir';

const STREAM = 'game-tampered';

/** Flips the lowest bit of one byte of a stored column, editing the row behind the store. */
function flipByte(
  path: string,
  revision: number,
  column: 'data' | 'metadata',
  pick: (text: string) => number,
): void {
  const db = new Database(path);
  try {
    const row = db
      .prepare<[string, number], { value: string }>(
        `SELECT ${column} AS value FROM events WHERE stream_id = ? AND revision = ?`,
      )
      .get(STREAM, revision);
    const bytes = Buffer.from(row!.value, 'utf8');
    const at = pick(row!.value);
    bytes[at] = bytes[at]! ^ 0x01;
    db.prepare(`UPDATE events SET ${column} = ? WHERE stream_id = ? AND revision = ?`).run(
      bytes.toString('utf8'),
      STREAM,
      revision,
    );
  } finally {
    db.close();
  }
}

describe('a flipped byte in a stored event', () => {
  let tmp: ReturnType<typeof temporaryDir>;
  let path: string;
  let store: EventStore;

  beforeEach(async () => {
    tmp = temporaryDir('tamper');
    path = tmp.file('arbiter.db');
    store = new SqliteEventStore({ path });
    const events = Array.from({ length: 10 }, (_, i) => ({
      type: 'DamageDealt',
      data: { source: `s${i}`, target: 'bob', amount: 3 },
      metadata: { actor: 'engine', rule: '120.3' },
    }));
    await store.appendToStream(STREAM, events, { expectedRevision: 'no_stream' });
  });

  afterEach(async () => {
    await store.close();
    tmp.remove();
  });

  it('is clean before anyone touches it', async () => {
    expect(await verifyStream(store, STREAM)).toEqual({ ok: true, firstBrokenRevision: null });
  });

  it.each([
    ['a number in data', 'data', (t: string) => t.indexOf('3')],
    ['a letter in data', 'data', (t: string) => t.indexOf('bob')],
    ['a brace in data (no longer JSON)', 'data', () => 0],
    ['the rule in metadata', 'metadata', (t: string) => t.indexOf('120')],
    ['the stored hash', 'metadata', (t: string) => t.indexOf('"hash":"') + 10],
  ] as const)('verifyStream names the revision when the byte is %s', async (_, column, pick) => {
    flipByte(path, 6, column, pick);
    expect(await verifyStream(store, STREAM)).toEqual({ ok: false, firstBrokenRevision: 6n });
  });
});
