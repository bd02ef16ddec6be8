/**
 * Whole games over HTTP (contract §8): `attack`, `block`, `choose` with a damage division,
 * `mulligan` and `keep`, games dealt from `start.decks`, and who may see what of them — a player's
 * own hand with its names, other hands as counts, library orders and the seed to nobody but a judge.
 */
import type { GameView } from '@arbiter/rules';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

interface Logged {
  revision: number;
  type: string;
  data: Record<string, unknown>;
  text: string;
}

const combatStart = {
  turn: 3,
  activePlayer: 'alice',
  battlefield: [
    { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
    { id: 'sa', card: 'Serra Angel', controller: 'alice' },
    { id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' },
    { id: 'gs', card: 'Giant Spider', controller: 'bob' },
    { id: 'bb', card: 'Grizzly Bears', controller: 'bob' },
    { id: 'ob', card: 'Grizzly Bears', controller: 'bob', tapped: true },
  ],
  libraries: { alice: 5, bob: 5 },
};

async function newGame(body: Record<string, unknown>, players = ['alice', 'bob']): Promise<string> {
  const res = await api.http
    .post('/games')
    .set(auth(KEYS.recorder))
    .send({ players, ...body })
    .expect(201);
  return res.body.id as string;
}

const act = (id: string, action: Record<string, unknown>, key: string = KEYS.recorder) =>
  api.http.post(`/games/${id}/actions`).set(auth(key)).send({ action });

const get = async <T>(path: string, key: string): Promise<T> =>
  (await api.http.get(path).set(auth(key)).expect(200)).body as T;

describe('combat over HTTP', () => {
  it('declares attackers and blockers, shows combat in the view, and deals combat damage (508.1, 509.1, 510.2)', async () => {
    const id = await newGame({ seed: 1, start: combatStart });
    const attack = await act(id, {
      do: 'attack',
      player: 'alice',
      attackers: { gb: 'bob', sa: 'bob' },
    }).expect(200);
    expect((attack.body.events as Logged[]).map((e) => e.type)).toContain('AttackersDeclared');
    await act(id, { do: 'block', player: 'bob', blockers: { gs: 'gb' } }).expect(200);
    const view = await get<GameView>(`/games/${id}`, KEYS.recorder);
    expect(view.step).toBe('declareBlockers');
    expect(view.priority).toBe('alice');
    expect(view.combat).toEqual({
      attackers: {
        gb: { defending: 'bob', blockedBy: ['gs'], blocked: true },
        sa: { defending: 'bob', blockedBy: [], blocked: false },
      },
      blockers: { gs: { blocking: ['gb'] } },
    });
    expect(view.battlefield['sa']).toMatchObject({
      attacking: true,
      blocking: false,
      keywords: ['flying', 'vigilance'],
      tapped: false,
    });
    expect(view.battlefield['gs']).toMatchObject({
      attacking: false,
      blocking: true,
      keywords: ['reach'],
    });
    await act(id, { do: 'nextStep' }).expect(200);
    const events = await get<Logged[]>(`/games/${id}/events`, KEYS.recorder);
    const combatDamage = events.filter(
      (e) => e.type === 'DamageDealt' && e.data['combat'] === true,
    );
    expect(combatDamage.map((e) => e.text)).toEqual([
      'Grizzly Bears (gb) dealt 2 combat damage to Giant Spider (gs) [510.2]',
      'Serra Angel (sa) dealt 4 combat damage to bob [510.2]',
      'Giant Spider (gs) dealt 2 combat damage to Grizzly Bears (gb) [510.2]',
    ]);
    expect((await get<GameView>(`/games/${id}`, KEYS.recorder)).players['bob']?.life).toBe(16);
  });

  it('takes a damage division as the answer to a combatDamage choice (510.1a, 702.19b)', async () => {
    const id = await newGame({ seed: 1, start: combatStart });
    await act(id, { do: 'attack', player: 'alice', attackers: { cd: 'bob' } }).expect(200);
    await act(id, { do: 'block', player: 'bob', blockers: { gs: 'cd', bb: 'cd' } }).expect(200);
    await act(id, { do: 'nextStep' }).expect(200);
    const asked = await get<GameView>(`/games/${id}`, KEYS.recorder);
    expect(asked.pendingChoice).toMatchObject({
      player: 'alice',
      kind: 'combatDamage',
      attacker: 'cd',
      options: ['gs', 'bb', 'bob'],
    });
    const wrong = await act(id, { do: 'choose', player: 'alice', choice: { gs: 1, bb: 1 } }).expect(
      422,
    );
    expect(wrong.body.rule).toMatch(/^510\.1/);
    const res = await act(id, { do: 'choose', player: 'alice', choice: { gs: 4, bb: 2 } }).expect(
      200,
    );
    const dealt = (res.body.events as Logged[])
      .filter((e) => e.type === 'DamageDealt')
      .map((e) => [e.data['source'], e.data['target'], e.data['amount']]);
    expect(dealt).toEqual(
      expect.arrayContaining([
        ['cd', 'gs', 4],
        ['cd', 'bb', 2],
      ]),
    );
  });

  it('answers 400 naming the field for a malformed attack, block, keep or damage division', async () => {
    const id = await newGame({ seed: 1, start: combatStart });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ do: 'attack', player: 'alice' }, /action\.attackers/],
      [{ do: 'attack', player: 'alice', attackers: ['gb'] }, /action\.attackers must be an object/],
      [{ do: 'attack', player: 'alice', attackers: { gb: 3 } }, /action\.attackers/],
      [{ do: 'attack', player: 'alice', attackers: { '': 'bob' } }, /action\.attackers/],
      [{ do: 'attack', attackers: { gb: 'bob' } }, /action\.player/],
      [{ do: 'block', player: 'bob', blockers: 'gs' }, /action\.blockers/],
      [{ do: 'block', player: 'bob', blockers: { gs: 'gb' }, attackers: {} }, /action\.attackers/],
      [{ do: 'keep', player: 'alice', bottom: 'x' }, /action\.bottom/],
      [{ do: 'mulligan', player: 'alice', bottom: [] }, /action\.bottom/],
      [{ do: 'choose', player: 'alice', choice: { gs: -1 } }, /action\.choice/],
      [{ do: 'choose', player: 'alice', choice: { gs: 'two' } }, /action\.choice/],
    ];
    for (const [action, field] of cases) {
      const res = await act(id, action).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(field);
    }
    const unchanged = await get<GameView>(`/games/${id}`, KEYS.judge);
    expect(unchanged['revision']).toBe(0);
  });

  it('audits a game whose declarations were not sent in id order consistent (the engine follows timestamps)', async () => {
    const id = await newGame({ seed: 1, start: combatStart });
    // Two bad entries: the refusal names the creature first by timestamp, whatever the body's key order.
    const refused = await act(id, {
      do: 'attack',
      player: 'alice',
      attackers: { zz: 'bob', gs: 'bob' },
    }).expect(422);
    expect(refused.body.reason).toMatch(/Giant Spider \(gs\)/);
    const res = await act(id, {
      do: 'attack',
      player: 'alice',
      attackers: { sa: 'bob', gb: 'bob', cd: 'bob' },
    }).expect(200);
    expect(
      (res.body.events as Logged[])
        .filter((e) => e.type === 'PermanentTapped')
        .map((e) => e.data['permanent']),
    ).toEqual(['gb', 'cd']);
    await act(id, { do: 'block', player: 'bob', blockers: { gs: 'cd', bb: 'cd' } }).expect(200);
    await act(id, { do: 'nextStep' }).expect(200);
    await act(id, { do: 'choose', player: 'alice', choice: { gs: 4, bob: 0, bb: 2 } }).expect(200);
    const audit = await api.http.post(`/games/${id}/audit`).set(auth(KEYS.judge)).expect(200);
    expect(audit.body.verdict).toBe('consistent');
  });

  it('answers 422 with the rule when the rules refuse a declaration, changing nothing (508.1a, 702.9b)', async () => {
    const id = await newGame({ seed: 1, start: combatStart });
    const before = await get<GameView>(`/games/${id}`, KEYS.judge);
    const tapped = await act(id, {
      do: 'attack',
      player: 'bob',
      attackers: { ob: 'alice' },
    }).expect(422);
    expect(tapped.body).toMatchObject({
      rule: '508.1',
      reason: expect.stringContaining('active player'),
    });
    const after = await get<GameView>(`/games/${id}`, KEYS.judge);
    expect({ ...after, revision: 0 }).toEqual({ ...before, revision: 0 });
    await act(id, { do: 'attack', player: 'alice', attackers: { sa: 'bob' } }).expect(200);
    const flying = await act(id, { do: 'block', player: 'bob', blockers: { bb: 'sa' } }).expect(
      422,
    );
    expect(flying.body.rule).toBe('702.9b');
  });
});

describe('the OpenAPI document', () => {
  it('documents the new action fields, the damage division and start.decks', async () => {
    const doc = (await api.http.get('/api-json').expect(200)).body as {
      components: {
        schemas: Record<string, { properties: Record<string, Record<string, unknown>> }>;
      };
    };
    const action = doc.components.schemas['ActionDto']?.properties ?? {};
    expect(action['do']?.enum).toEqual(
      expect.arrayContaining(['pass', 'attack', 'block', 'mulligan', 'keep']),
    );
    expect(action['attackers']).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'string' },
    });
    expect(action['blockers']).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'string' },
    });
    expect(action['bottom']).toMatchObject({ type: 'array' });
    expect(action['choice']?.oneOf).toContainEqual(
      expect.objectContaining({
        type: 'object',
        additionalProperties: expect.objectContaining({ type: 'integer' }),
      }),
    );
    expect(JSON.stringify(doc.components.schemas['CreateGameDto']?.properties['start'])).toContain(
      'decks',
    );
  });
});

describe('games from decks and hidden information', () => {
  const deck = [
    ...Array<string>(10).fill('Forest'),
    ...Array<string>(6).fill('Grizzly Bears'),
    ...Array<string>(4).fill('Giant Growth'),
  ];
  const decks = { alice: deck, bob: deck };

  it('deals from start.decks into the mulligan step, with a random seed when none is given (103.3)', async () => {
    const a = await newGame({ start: { decks } });
    const b = await newGame({ start: { decks } });
    const [ea] = await get<Logged[]>(`/games/${a}/events?to=0`, KEYS.judge);
    const [eb] = await get<Logged[]>(`/games/${b}/events?to=0`, KEYS.judge);
    const seedOf = (e: Logged | undefined) => (e?.data['setup'] as { seed: number }).seed;
    expect(seedOf(ea)).not.toBe(seedOf(eb));
    const view = await get<GameView>(`/games/${a}`, KEYS.judge);
    expect(view).toMatchObject({ step: 'mulligan', turn: 0, priority: null });
    expect(view.players['alice']?.hand).toHaveLength(7);
    const bad = await api.http
      .post('/games')
      .set(auth(KEYS.recorder))
      .send({ players: ['alice', 'bob'], start: { decks: { alice: ['Forest', 'Nope'] } } })
      .expect(400);
    expect(bad.body.field).toBe('start.decks.alice[1]');
  });

  it("shows a player their own hand's names, other hands as counts, and a recorder counts only", async () => {
    const id = await newGame({ seed: 3, start: { decks } });
    const judge = await get<GameView>(`/games/${id}`, KEYS.judge);
    const aliceHand = judge.players['alice']?.handCards as { id: string; card: string }[];
    expect(aliceHand).toHaveLength(7);

    const alice = await get<GameView>(`/games/${id}`, KEYS.alice);
    expect(alice.players['alice']?.handCards).toEqual(aliceHand);
    expect(alice.players['bob']?.hand).toBe(7);
    expect(alice.players['bob']?.handCards).toBeUndefined();

    const recorder = await get<GameView>(`/games/${id}`, KEYS.recorder);
    for (const p of ['alice', 'bob']) {
      expect(recorder.players[p]?.hand).toBe(7);
      expect(recorder.players[p]?.handCards).toBeUndefined();
    }
    const refused = await api.http
      .get(`/games/${id}/view?at=0&as=alice`)
      .set(auth(KEYS.recorder))
      .expect(403);
    expect(refused.body.message).toMatch(/public view/);
    const asAlice = await get<GameView>(`/games/${id}/view?at=0&as=alice`, KEYS.judge);
    expect(asAlice.players['alice']?.handCards).toEqual(aliceHand);
    expect(asAlice.players['bob']?.handCards).toBeUndefined();
  });

  it('hides library orders, the seed and cards put on the bottom from everyone but a judge (and their player)', async () => {
    const id = await newGame({ seed: 3, start: { decks } });
    const mulligan = await act(id, { do: 'mulligan', player: 'alice' }).expect(200);
    // The recorder's own answer shows no more than the public view does.
    for (const e of mulligan.body.events as Logged[]) {
      if (e.type === 'LibraryShuffled')
        expect(new Set(e.data['order'] as string[])).toEqual(new Set(['hidden']));
      if (e.type === 'CardsDrawn')
        expect(new Set(e.data['cards'] as string[])).toEqual(new Set(['hidden']));
    }
    await act(id, { do: 'keep', player: 'bob' }).expect(200);
    const judgeView = await get<GameView>(`/games/${id}`, KEYS.judge);
    const bottom = [(judgeView.players['alice']?.hand as string[])[0]];
    await act(id, { do: 'keep', player: 'alice', bottom }).expect(200);

    const judgeEvents = await get<Logged[]>(`/games/${id}/events`, KEYS.judge);
    const shuffledByJudge = judgeEvents.find((e) => e.type === 'LibraryShuffled');
    expect((shuffledByJudge?.data['order'] as string[]).every((c) => /^alice-\d+$/.test(c))).toBe(
      true,
    );
    expect((judgeEvents[0]?.data['setup'] as Record<string, unknown>)['seed']).toBe(3);

    /** Every card id of a hidden zone at the start: none may show for anyone but a judge, save as said. */
    const setup = judgeEvents[0]?.data['setup'] as {
      libraries: Record<string, { id: string }[]>;
      hands: Record<string, { id: string }[]>;
    };
    const hiddenIds = (player: string): string[] =>
      [...(setup.libraries[player] ?? []), ...(setup.hands[player] ?? [])].map((c) => c.id);

    for (const key of [KEYS.recorder, KEYS.alice, KEYS.bob]) {
      const events = await get<Logged[]>(`/games/${id}/events`, key);
      const started = events[0]?.data['setup'] as Record<string, unknown>;
      expect(started['seed']).toBeUndefined();
      expect(started['libraries']).toEqual({ alice: 13, bob: 13 });
      const shuffled = events.filter((e) => e.type === 'LibraryShuffled');
      expect(shuffled).toHaveLength(1);
      expect(new Set(shuffled[0]?.data['order'] as string[])).toEqual(new Set(['hidden']));
      const kept = events.find((e) => e.type === 'HandKept' && e.data['player'] === 'alice');
      expect(kept?.data['bottom']).toEqual(key === KEYS.alice ? bottom : ['hidden']);
      // Nothing of a hand or library that is not the caller's own shows up, in data or text.
      const text = JSON.stringify(events);
      for (const player of ['alice', 'bob']) {
        if ((key === KEYS.alice && player === 'alice') || (key === KEYS.bob && player === 'bob'))
          continue;
        for (const hidden of hiddenIds(player)) expect(text).not.toContain(`"${hidden}"`);
      }
    }
    const bobsView = JSON.stringify(await get<unknown>(`/games/${id}`, KEYS.bob));
    for (const hidden of hiddenIds('alice')) expect(bobsView).not.toContain(`"${hidden}"`);
  });
  it('shows the options of a discard choice (514.1) only to the player whose hand it is', async () => {
    const hand = Array.from({ length: 9 }, (_, i) => ({ id: `h${i + 1}`, card: 'Forest' }));
    const id = await newGame({
      seed: 1,
      start: { turn: 3, step: 'end', hands: { alice: hand }, libraries: { alice: 5, bob: 5 } },
    });
    await act(id, { do: 'nextStep' }).expect(200);
    const ids = hand.map((c) => c.id);
    const alice = await get<GameView>(`/games/${id}`, KEYS.alice);
    expect(alice.pendingChoice).toMatchObject({
      player: 'alice',
      kind: 'discard',
      count: 2,
      options: ids,
    });
    for (const key of [KEYS.bob, KEYS.recorder]) {
      const view = await get<GameView>(`/games/${id}`, key);
      expect(view.pendingChoice).toMatchObject({
        kind: 'discard',
        count: 2,
        options: Array<string>(9).fill('hidden'),
      });
      const events = await get<Logged[]>(`/games/${id}/events`, key);
      const text = JSON.stringify(events);
      for (const card of ids) expect(text).not.toContain(`"${card}"`);
    }
    const asked = (await get<Logged[]>(`/games/${id}/events`, KEYS.judge)).find(
      (e) => e.type === 'ChoiceRequested',
    );
    const why = JSON.stringify(
      await get<unknown>(`/games/${id}/why/${String(asked?.revision)}`, KEYS.recorder),
    );
    expect(why).toContain('must choose (discard)');
    for (const card of ids) expect(why).not.toContain(card);
    const aliceEvents = await get<Logged[]>(`/games/${id}/events`, KEYS.alice);
    expect(aliceEvents.find((e) => e.type === 'ChoiceRequested')?.data['options']).toEqual(ids);
  });
});
