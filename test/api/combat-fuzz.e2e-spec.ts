/**
 * Random `attack` and `block` bodies against the real server on a loopback port (contract §8): a
 * body of the wrong shape gets a 4xx whose message names the field, never a 500; a declaration
 * the rules refuse is a 422 carrying the CR rule, and it changes nothing but the revision (its
 * `ActionRejected`). Seeded, so it is deterministic; each game's record audits consistent after.
 */
import fc from 'fast-check';
import request from 'supertest';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
let http: ReturnType<typeof request>;

beforeAll(async () => {
  api = await startApi();
  await api.app.listen(0, '127.0.0.1');
  const { port } = api.app.getHttpServer().address() as { port: number };
  http = request(`http://127.0.0.1:${port}`);
});
afterAll(async () => {
  await api.close();
});

const start = {
  turn: 3,
  activePlayer: 'alice',
  battlefield: [
    { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
    { id: 'sa', card: 'Serra Angel', controller: 'alice' },
    { id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' },
    { id: 'new', card: 'Grizzly Bears', controller: 'alice', newThisTurn: true },
    { id: 'rg', card: 'Raging Goblin', controller: 'alice', newThisTurn: true },
    { id: 'tb', card: 'Grizzly Bears', controller: 'alice', tapped: true },
    { id: 'pf', card: 'Grizzly Bears', controller: 'alice' },
    { id: 'pa', card: 'Pacifism', controller: 'bob', attachedTo: 'pf' },
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'gs', card: 'Giant Spider', controller: 'bob' },
    { id: 'bb', card: 'Grizzly Bears', controller: 'bob' },
    { id: 'ob', card: 'Grizzly Bears', controller: 'bob', tapped: true },
    { id: 'orn', card: 'Ornithopter', controller: 'bob' },
  ],
  libraries: { alice: 10, bob: 10, carol: 10 },
};
const IDS = [
  'gb',
  'sa',
  'cd',
  'new',
  'rg',
  'tb',
  'pf',
  'pa',
  'f1',
  'gs',
  'bb',
  'ob',
  'orn',
  'nope',
];
const PLAYERS = ['alice', 'bob', 'carol', 'zed', ''];
const TRICKY_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', ''];

/** A declaration: mostly ids to ids or players, sometimes junk keys or values. */
const declaration = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.constantFrom(...IDS), fc.constantFrom(...IDS, ...PLAYERS), {
      maxKeys: 4,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.dictionary(
      fc.oneof(fc.constantFrom(...IDS, ...TRICKY_KEYS), fc.string({ maxLength: 3 })),
      fc.oneof(fc.constantFrom(...IDS, ...PLAYERS), fc.anything()),
      { maxKeys: 4 },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
);

const player = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PLAYERS) },
  { weight: 1, arbitrary: fc.anything() },
);
const keepOnly = (a: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(a).filter(([k]) => keys.includes(k)));
/** A declaration with its own field; now and then its field missing, another command's field, or junk. */
const declare = (command: 'attack' | 'block', field: 'attackers' | 'blockers') =>
  fc
    .record(
      {
        do: fc.oneof(
          { weight: 12, arbitrary: fc.constant<unknown>(command) },
          { weight: 1, arbitrary: fc.anything() },
        ),
        player,
        attackers: declaration,
        blockers: declaration,
        choice: fc.anything(),
        extra: fc.anything(),
      },
      { requiredKeys: ['do'], noNullPrototype: true },
    )
    .map((a): Record<string, unknown> =>
      JSON.stringify(a).length % 4 === 0 ? a : keepOnly(a, ['do', 'player', field]),
    );
const action = fc.oneof(declare('attack', 'attackers'), declare('block', 'blockers'));

type View = Record<string, unknown> & { revision: number };
type Game = { id: string; attacked: boolean };

const FIELD = /\baction(\.\w+)?\b|property \w+ should not exist|takes no/;
const RULE = /^\d{3}(\.\d+[a-z]*)?$/;

async function newGame(attacked: boolean): Promise<Game> {
  const res = await http
    .post('/games')
    .set(auth(KEYS.recorder))
    .send({ players: ['alice', 'bob', 'carol'], seed: 1, start })
    .expect(201);
  const id = res.body.id as string;
  if (attacked) {
    await http
      .post(`/games/${id}/actions`)
      .set(auth(KEYS.recorder))
      .send({
        action: { do: 'attack', player: 'alice', attackers: { sa: 'bob', gb: 'bob', cd: 'carol' } },
      })
      .expect(200);
  }
  return { id, attacked };
}

const viewOf = async (id: string): Promise<View> =>
  (await http.get(`/games/${id}`).set(auth(KEYS.judge)).expect(200)).body as View;

describe('fuzzing attack and block', () => {
  it('answers 4xx naming the field or 422 naming the rule (changing nothing), never 500', async () => {
    const statuses = new Map<number, number>();
    const rules = new Set<string>();
    const games: Game[] = [];
    // One game waiting for attackers, one whose attackers are declared (for blocks); replaced when a declaration is accepted.
    let fresh = await newGame(false);
    let attacked = await newGame(true);
    games.push(fresh, attacked);
    await fc.assert(
      fc.asyncProperty(action, async (a) => {
        const game = a['do'] === 'block' ? attacked : fresh;
        const before = await viewOf(game.id);
        const res = await http
          .post(`/games/${game.id}/actions`)
          .set(auth(KEYS.recorder))
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ action: a }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const body = res.body as { message?: unknown; rule?: unknown; reason?: unknown };
        if (res.status >= 500 || res.status < 200)
          throw new Error(`${res.status} for ${JSON.stringify(a)}: ${res.text}`);
        if (res.status === 400 && !FIELD.test(JSON.stringify(body.message)))
          throw new Error(`400 without a field for ${JSON.stringify(a)}: ${res.text}`);
        if (res.status === 422) {
          if (
            typeof body.rule !== 'string' ||
            !RULE.test(body.rule) ||
            typeof body.reason !== 'string' ||
            body.reason === ''
          ) {
            throw new Error(`422 without a rule for ${JSON.stringify(a)}: ${res.text}`);
          }
          rules.add(body.rule);
          const after = await viewOf(game.id);
          expect(after.revision).toBe(before.revision + 1);
          expect({ ...after, revision: 0 }).toEqual({ ...before, revision: 0 });
        } else if (res.status !== 200) {
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect((await viewOf(game.id)).revision).toBe(before.revision);
        } else if (game === fresh) {
          fresh = await newGame(false);
          games.push(fresh);
        } else {
          attacked = await newGame(true);
          games.push(attacked);
        }
      }),
      { numRuns: 400, seed: 20261201 },
    );
    // The property met each kind of answer, and the rules refused for several reasons.
    expect(statuses.get(200)).toBeGreaterThan(5);
    expect(statuses.get(400)).toBeGreaterThan(50);
    expect(statuses.get(422)).toBeGreaterThan(50);
    expect(rules.size).toBeGreaterThanOrEqual(5);
    // Every game the property touched audits consistent: refusals recorded nothing else, and an
    // accepted declaration replays as it was decided, whatever the order of the keys sent.
    for (const g of games) {
      const audit = await http.post(`/games/${g.id}/audit`).set(auth(KEYS.judge)).expect(200);
      expect({
        game: g.id,
        verdict: audit.body.verdict,
        first: (audit.body.divergences as unknown[])[0],
      }).toEqual({ game: g.id, verdict: 'consistent', first: undefined });
    }
  }, 120_000);
});
