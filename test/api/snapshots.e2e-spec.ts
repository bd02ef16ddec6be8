/**
 * Snapshots never lie and never stop (issue 17, items 6 and 7), against a real server on a
 * loopback port and its SQLite file: a snapshot edited on disk is passed over and the state is
 * rebuilt from the events (what is served and what is decided on); a lost snapshot does not stop
 * the ones after it; snapshots hold no command ids, yet a command retried after a restart still
 * gets its first answer.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { GameCommandService } from '@arbiter/platform';
import { temporaryDir } from '../event-store/support/temp-dir';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

const EVERY = 10;
const tmp = temporaryDir('snapshots-e2e');
let api: ApiHarness | undefined;
let base = '';

const CYCLE = [
  { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
  { do: 'nextTurn' },
  { do: 'activate', player: 'bob', source: 'i1', ability: 0 },
  { do: 'nextTurn' },
];

async function start(): Promise<void> {
  api = await startApi({ ARBITER_DATA_DIR: tmp.dir, ARBITER_SNAPSHOT_EVERY: String(EVERY), ARBITER_PROJECTOR: 'off' });
  await api.app.listen(0, '127.0.0.1');
  base = await api.app.getUrl();
}

async function restart(): Promise<void> {
  await api?.close();
  await start();
}

beforeAll(start);
afterAll(async () => {
  await api?.close();
  tmp.remove();
});

async function call(method: string, path: string, body?: unknown, key: string = KEYS.judge): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...auth(key), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

async function newGame(): Promise<string> {
  const res = await call('POST', '/games', {
    players: ['alice', 'bob'],
    start: {
      turn: 3,
      activePlayer: 'alice',
      battlefield: [
        { id: 'f1', card: 'Forest', controller: 'alice' },
        { id: 'i1', card: 'Island', controller: 'bob' },
      ],
      libraries: { alice: 30, bob: 30 },
    },
  });
  return (res.body as { id: string }).id;
}

/** Where each game is in the cycle. */
const played = new Map<string, number>();

/** Plays on in the cycle until the game reaches `revision`; the revision reached. */
async function playTo(id: string, revision: number, commandPrefix?: string): Promise<number> {
  let reached = 0;
  for (let i = played.get(id) ?? 0; reached < revision; i++) {
    played.set(id, i + 1);
    const res = await call('POST', `/games/${id}/actions`, { action: CYCLE[i % CYCLE.length], ...(commandPrefix === undefined ? {} : { commandId: `${commandPrefix}-${i}` }) });
    expect([res.status, res.body]).toEqual([200, expect.anything()]);
    reached = (res.body as { revision: number }).revision;
  }
  return reached;
}

const db = (): Database.Database => new Database(join(tmp.dir, 'arbiter.db'));

/** The snapshot rows of a game, once the snapshot writes owed so far are done (they are written after the answer). */
async function snapshotRows(id: string, count: number): Promise<{ position: number; data: string }[]> {
  await api?.app.get(GameCommandService).snapshotsSettled();
  const conn = db();
  try {
    const rows = conn.prepare('SELECT position, data FROM events WHERE stream_id = ? ORDER BY revision').all(`snapshots-${id}`) as { position: number; data: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(count);
    return rows;
  } finally {
    conn.close();
  }
}

async function views(id: string, to: number): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let r = 0; r <= to; r++) out.push((await call('GET', `/games/${id}/view?at=${r}`)).body);
  return out;
}

describe('a snapshot is verified before it is trusted', () => {
  it('passes over a snapshot edited on disk: time travel, the current state and new actions come from the events', async () => {
    const id = await newGame();
    const reached = await playTo(id, 3 * EVERY);
    const rows = await snapshotRows(id, 3);
    const before = await views(id, reached);
    const now = (await call('GET', `/games/${id}`)).body;
    // One edit: every life total in every snapshot says 7.
    const conn = db();
    const edited = conn.prepare(`UPDATE events SET data = replace(data, '"life":20', '"life":7') WHERE stream_id = ?`).run(`snapshots-${id}`);
    conn.close();
    expect(edited.changes).toBe(rows.length);
    expect(await views(id, reached)).toEqual(before);
    await restart(); // no cached state: the current one is loaded from snapshots again
    expect((await call('GET', `/games/${id}`)).body).toEqual(now);
    const next = await call('POST', `/games/${id}/actions`, { action: { do: 'activate', player: 'alice', source: 'f1', ability: 0 } });
    expect(next.status).toBe(200);
    const after = (await call('GET', `/games/${id}`)).body as { players: Record<string, { life: number }> };
    expect(after.players['alice']?.life).toBe(20);
    const audit = await call('POST', `/games/${id}/audit`);
    expect((audit.body as { verdict: string }).verdict).toBe('consistent');
  });
});

describe('snapshots recover by themselves and stay small', () => {
  it('goes on writing snapshots after one is lost', async () => {
    const id = await newGame();
    await playTo(id, 2 * EVERY);
    const rows = await snapshotRows(id, 2);
    // The latest snapshot is lost, as a failed write would lose it.
    const conn = db();
    conn.prepare('DELETE FROM events WHERE position = ?').run(rows[rows.length - 1]?.position);
    conn.close();
    const reached = await playTo(id, 5 * EVERY);
    const after = await snapshotRows(id, 4);
    const revisions = after.map((r) => (JSON.parse(r.data) as { revision: number }).revision);
    expect(revisions[revisions.length - 1]).toBeGreaterThanOrEqual(5 * EVERY - 1);
    expect(revisions.length).toBe(Math.floor((reached + 1) / EVERY) - 1);
    const judgeNow = (await call('GET', `/games/${id}`)).body;
    expect((await call('GET', `/games/${id}/view?at=${reached}`)).body).toEqual(judgeNow);
  });

  it('holds no command ids, yet a command retried after a restart gets its first answer and writes nothing', async () => {
    const id = await newGame();
    const first = await call('POST', `/games/${id}/actions`, { action: CYCLE[0], commandId: 'early-command' });
    expect(first.status).toBe(200);
    played.set(id, 1);
    const reached = await playTo(id, 4 * EVERY, 'cmd');
    const rows = await snapshotRows(id, 4);
    for (const row of rows) expect(Object.keys(JSON.parse(row.data) as object)).not.toContain('commands');
    await restart();
    const again = await call('POST', `/games/${id}/actions`, { action: CYCLE[0], commandId: 'early-command' });
    expect(again).toEqual(first);
    expect(((await call('GET', `/games/${id}`)).body as { revision: number }).revision).toBe(reached);
  });
});
