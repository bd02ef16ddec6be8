import { CARD_CATALOG } from '@arbiter/cards';
import { candidateCommands, legalCommands, MAX_LIST_ANSWERS, MAX_X, type GameCommand, type StartPermanent } from '@arbiter/rules';
import { deciderSpec, type Given } from '@arbiter/rules-testing';

const { given } = deciderSpec(CARD_CATALOG);
const legal = (g: Given): GameCommand[] => legalCommands(g.state, CARD_CATALOG);
const mine = (id: string, card: string, extra: Partial<StartPermanent> = {}): StartPermanent => ({ id, card, controller: 'alice', ...extra });
const tap = (source: string) => ({ do: 'activate', player: 'alice', source, ability: 0 }) as const;
const concedes: GameCommand[] = [{ do: 'concede', player: 'alice' }, { do: 'concede', player: 'bob' }];

describe('legalCommands', () => {
  it('on an empty board offers only declaring no attackers, passing, moving on and conceding', () => {
    expect(legal(given({}))).toEqual([
      { do: 'attack', player: 'alice', attackers: {} }, { do: 'pass', player: 'alice' }, { do: 'nextStep' }, { do: 'nextTurn' }, ...concedes,
    ]);
  });

  it('offers {T} abilities of untapped permanents to their controller only', () => {
    const commands = legal(given({ battlefield: [mine('f1', 'Forest'), mine('f2', 'Forest', { tapped: true }), { id: 'i1', card: 'Island', controller: 'bob' }] }));
    expect(commands).toContainEqual(tap('f1'));
    expect(commands).toContainEqual({ do: 'activate', player: 'bob', source: 'i1', ability: 0 });
    expect(commands.filter((c) => c.do === 'activate')).toHaveLength(2);
  });

  it('leaves out what the rules refuse: a creature\'s {T} ability the turn it came under control (302.6)', () => {
    expect(legal(given({ battlefield: [mine('elves', 'Llanowar Elves', { newThisTurn: true })] })).filter((c) => c.do === 'activate')).toEqual([]);
  });

  it('offers granted abilities by their index after the printed ones', () => {
    const commands = legal(given({ battlefield: [mine('f1', 'Forest'), mine('cl', 'Chromatic Lantern')] }));
    expect(commands.filter((c) => c.do === 'activate')).toEqual([tap('f1'), { ...tap('f1'), ability: 1 }, tap('cl')]);
  });

  it('offers an ability once per legal target', () => {
    const commands = legal(given({ players: ['alice', 'bob', 'carol'], turn: 4, battlefield: [mine('ym', 'Yes Man, Personal Securitron')] }));
    expect(commands.filter((c) => c.do === 'activate')).toEqual([
      { do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] },
      { do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['carol'] },
    ]);
  });

  it('offers each X the pool can pay for', () => {
    const g = given({ battlefield: [mine('sr', 'Sol Ring'), mine('w1', 'Wastes')], hands: { alice: [{ id: 'e1', card: 'Endless One' }, { id: 'hw', card: 'Hangarback Walker' }] } }).after(tap('sr'), tap('w1'));
    const casts = legal(g).filter((c) => c.do === 'cast');
    expect(casts).toEqual([
      { do: 'cast', player: 'alice', card: 'e1', x: 0 },
      { do: 'cast', player: 'alice', card: 'e1', x: 1 },
      { do: 'cast', player: 'alice', card: 'e1', x: 2 },
      { do: 'cast', player: 'alice', card: 'e1', x: 3 },
      { do: 'cast', player: 'alice', card: 'hw', x: 0 },
      { do: 'cast', player: 'alice', card: 'hw', x: 1 },
    ]);
  });

  it('caps X at MAX_X however large the pool', () => {
    const lands = Array.from({ length: 14 }, (_, i) => mine(`w${i}`, 'Wastes'));
    const g = given({ battlefield: lands, hands: { alice: [{ id: 'e1', card: 'Endless One' }] } }).after(...lands.map((l) => tap(l.id)));
    expect(legal(g).filter((c) => c.do === 'cast')).toHaveLength(MAX_X + 1);
  });

  it('offers an Aura with enchant land once per land, and only when it can be paid', () => {
    const start = { battlefield: [mine('f1', 'Forest'), { id: 'i1', card: 'Island', controller: 'bob' }], hands: { alice: [{ id: 'wg', card: 'Wild Growth' }] } };
    expect(legal(given(start)).filter((c) => c.do === 'cast')).toEqual([]);
    expect(legal(given(start).after(tap('f1'))).filter((c) => c.do === 'cast')).toEqual([
      { do: 'cast', player: 'alice', card: 'wg', targets: ['f1'] },
      { do: 'cast', player: 'alice', card: 'wg', targets: ['i1'] },
    ]);
  });

  it('offers land plays in the player\'s own main phase, once per turn (305.1, 305.2)', () => {
    const start = { hands: { alice: [{ id: 'l1', card: 'Forest' }, { id: 'l2', card: 'Island' }], bob: [{ id: 'l3', card: 'Swamp' }] } };
    expect(legal(given(start)).filter((c) => c.do === 'play')).toEqual([
      { do: 'play', player: 'alice', card: 'l1' },
      { do: 'play', player: 'alice', card: 'l2' },
    ]);
    expect(legal(given(start).after({ do: 'play', player: 'alice', card: 'l1' })).filter((c) => c.do === 'play')).toEqual([]);
  });

  it('offers passing and resolve, not moving on, while the stack is not empty', () => {
    const g = given({ hands: { alice: [{ id: 'e1', card: 'Endless One' }] } }).after({ do: 'cast', player: 'alice', card: 'e1', x: 0 });
    expect(legal(g)).toEqual([{ do: 'pass', player: 'alice' }, { do: 'resolve' }, ...concedes]);
  });

  it('offers every option of a single choice, and nothing else but conceding', () => {
    const g = given({ turn: 3, battlefield: [mine('bop', 'Birds of Paradise'), mine('f1', 'Forest')] }).after(tap('bop'));
    expect(legal(g)).toEqual([...['W', 'U', 'B', 'R', 'G'].map((choice) => ({ do: 'choose', player: 'alice', choice })), ...concedes]);
  });

  it('offers every subset a small list choice allows', () => {
    const g = given({ step: 'draw', battlefield: [mine('yd', 'Yotia Declares War', { counters: { lore: 1 } }), mine('sr', 'Sol Ring'), mine('ms', 'Mind Stone')] }).after(
      { do: 'nextStep' },
      { do: 'resolve' },
    );
    expect(legal(g).flatMap((c) => (c.do === 'choose' ? [c.choice] : []))).toEqual([[], ['sr'], ['ms'], ['sr', 'ms']]);
  });

  it('offers every order of a few triggers (603.3b)', () => {
    const lands = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'].map((id) => mine(id, 'Mountain'));
    const g = given({ battlefield: lands, hands: { alice: [{ id: 'ex', card: 'Exocrine' }] }, libraries: { alice: 1 } }).after(
      ...lands.map((l) => tap(l.id)),
      { do: 'cast', player: 'alice', card: 'ex', x: 5 },
      { do: 'resolve' },
    );
    expect(legal(g).filter((c) => c.do === 'choose')).toEqual([
      { do: 'choose', player: 'alice', choice: ['ex/1', 'ex/2'] },
      { do: 'choose', player: 'alice', choice: ['ex/2', 'ex/1'] },
    ]);
  });

  it('offers nothing once the game is over (104.2a)', () => {
    expect(legal(given({}).after({ do: 'concede', player: 'bob' }))).toEqual([]);
  });

  it('lists only commands decide accepts, each once', () => {
    const g = given({
      players: ['alice', 'bob', 'carol'], turn: 4,
      battlefield: [mine('f1', 'Forest'), mine('ym', 'Yes Man, Personal Securitron'), mine('hw', 'Hangarback Walker', { counters: { '+1/+1': 1 } }), mine('ms', 'Mind Stone')],
      hands: { alice: [{ id: 'l1', card: 'Island' }, { id: 'e1', card: 'Endless One' }] },
    }).after(tap('f1'));
    const commands = legal(g);
    expect(new Set(commands.map((c) => JSON.stringify(c))).size).toBe(commands.length);
    for (const c of commands) expect(g.decider.decide(c, g.state)[0]?.type).not.toBe('ActionRejected');
    expect(commands).toContainEqual({ do: 'activate', player: 'alice', source: 'hw', ability: 0 });
    expect(commands).toContainEqual({ do: 'activate', player: 'alice', source: 'ms', ability: 1 });
  });
});

describe('candidateCommands', () => {
  it('offers every legal command, in the same order, before the decider strikes out the refused ones', () => {
    const g = given({
      players: ['alice', 'bob', 'carol'], turn: 4,
      battlefield: [mine('f1', 'Forest', { tapped: true }), mine('ym', 'Yes Man, Personal Securitron'), mine('ms', 'Mind Stone')],
      hands: { alice: [{ id: 'l1', card: 'Island' }, { id: 'e1', card: 'Endless One' }], bob: [{ id: 'l2', card: 'Swamp' }] },
    });
    const candidates = candidateCommands(g.state, CARD_CATALOG);
    const accepted = legal(g);
    expect(candidates.filter((c) => accepted.some((l) => JSON.stringify(l) === JSON.stringify(c)))).toEqual(accepted);
    expect(candidates).toContainEqual(tap('f1')); // tapped: a candidate the rules refuse
    expect(accepted).not.toContainEqual(tap('f1'));
  });
});

describe('legalCommands in whole games (contract §8)', () => {
  const his = (id: string, card: string, extra: Partial<StartPermanent> = {}): StartPermanent => ({ id, card, controller: 'bob', ...extra });
  const only = (commands: GameCommand[], kind: GameCommand['do']): unknown[] =>
    commands.flatMap((c): unknown[] => (c.do !== kind ? [] : c.do === 'attack' ? [c.attackers] : c.do === 'block' ? [c.blockers] : c.do === 'choose' ? [c.choice] : [c]));
  const pass = (player: string): GameCommand => ({ do: 'pass', player });

  it('offers pass to the player holding priority, and to nobody else (117.3d)', () => {
    const g = given({});
    expect(legal(g).filter((c) => c.do === 'pass')).toEqual([pass('alice')]);
    expect(legal(g.after(pass('alice'))).filter((c) => c.do === 'pass')).toEqual([pass('bob')]);
  });

  it('offers no attackers and subsets of the creatures able to attack; not the summoning sick, tapped or pacified (508.1a-c, 302.6)', () => {
    const g = given({
      battlefield: [
        mine('b1', 'Grizzly Bears'), mine('b2', 'Grizzly Bears'), mine('b3', 'Grizzly Bears', { newThisTurn: true }), mine('b4', 'Grizzly Bears', { tapped: true }),
        mine('b5', 'Grizzly Bears'), his('pa', 'Pacifism', { attachedTo: 'b5' }),
      ],
    });
    expect(only(legal(g), 'attack')).toEqual([{}, { b1: 'bob' }, { b2: 'bob' }, { b1: 'bob', b2: 'bob' }]);
  });

  it('sends attackers at each opponent, and spread over them in turn order, with several opponents (506.2, 802.2)', () => {
    const g = given({ players: ['alice', 'bob', 'carol'], battlefield: [mine('b1', 'Grizzly Bears'), mine('b2', 'Grizzly Bears')] });
    expect(only(legal(g), 'attack')).toEqual([
      {}, { b1: 'bob' }, { b1: 'carol' }, { b2: 'bob' }, { b2: 'carol' }, { b1: 'bob', b2: 'bob' }, { b1: 'carol', b2: 'carol' }, { b1: 'bob', b2: 'carol' },
    ]);
  });

  it('offers blocks the rules allow: none, and two blockers on a creature with menace; none on a flyer (509.1, 702.9b, 702.111b)', () => {
    const g = given({ battlefield: [mine('sa', 'Serra Angel'), mine('bb', 'Boggart Brute'), his('g1', 'Grizzly Bears'), his('g2', 'Grizzly Bears')] })
      .after({ do: 'attack', player: 'alice', attackers: { sa: 'bob', bb: 'bob' } });
    expect(only(legal(g), 'block')).toEqual([{}, { g1: 'bb', g2: 'bb' }]);
    expect(candidateCommands(g.state, CARD_CATALOG)).toContainEqual({ do: 'block', player: 'bob', blockers: { g1: 'sa' } }); // tried, refused
  });

  it('offers divisions of a trampler\'s damage: lethal in order and the rest to the player, all to one blocker, an even split (510.1c, 702.19b)', () => {
    const g = given({ battlefield: [mine('dm', 'Colossal Dreadmaw'), his('g1', 'Grizzly Bears'), his('g2', 'Grizzly Bears')] })
      .after({ do: 'attack', player: 'alice', attackers: { dm: 'bob' } }, { do: 'block', player: 'bob', blockers: { g1: 'dm', g2: 'dm' } }, pass('alice'), pass('bob'));
    expect(g.state.pendingChoice?.kind).toBe('combatDamage');
    expect(only(legal(g), 'choose')).toEqual([{ g1: 2, g2: 2, bob: 2 }, { g1: 6 }, { g2: 6 }, { g1: 3, g2: 3 }]);
  });

  it('offers each permanent to keep under the legend rule (704.5j)', () => {
    const g = given({ battlefield: [mine('is1', 'Isamaru, Hound of Konda'), mine('p1', 'Plains')], hands: { alice: [{ id: 'is2', card: 'Isamaru, Hound of Konda' }] } })
      .after(tap('p1'), { do: 'cast', player: 'alice', card: 'is2' }, pass('alice'), pass('bob'));
    expect(only(legal(g), 'choose')).toEqual(['is1', 'is2']);
  });

  it('offers discards of exactly as many cards as the hand is over seven (514.1)', () => {
    const hand = Array.from({ length: 9 }, (_, i) => ({ id: `h${i}`, card: 'Forest' }));
    const g = given({ step: 'end', hands: { alice: hand } }).after(pass('alice'), pass('bob'));
    const discards = only(legal(g), 'choose') as string[][];
    expect(discards.length).toBeGreaterThan(1);
    expect(discards.length).toBeLessThanOrEqual(MAX_LIST_ANSWERS);
    expect(discards.every((d) => d.length === 2)).toBe(true);
  });

  it('offers a mulligan or keeping to the player who declares next, with the first or last cards on the bottom as owed (103.5)', () => {
    const decks = { alice: Array.from({ length: 20 }, () => 'Forest'), bob: Array.from({ length: 20 }, () => 'Island') };
    const g = given({ decks });
    expect(legal(g).filter((c) => c.do !== 'concede')).toEqual([{ do: 'mulligan', player: 'alice' }, { do: 'keep', player: 'alice' }]);
    const again = g.after({ do: 'mulligan', player: 'alice' }, { do: 'keep', player: 'bob' });
    const hand = again.state.playerStates['alice']?.hand.map((c) => c.id) ?? [];
    expect(legal(again).filter((c) => c.do === 'keep')).toEqual([
      { do: 'keep', player: 'alice', bottom: [hand[0]] },
      { do: 'keep', player: 'alice', bottom: [hand[6]] },
    ]);
  });

  it('offers an instant once per legal target and an Aura once per creature (601.2c, 303.4a)', () => {
    const g = given({
        battlefield: [mine('m1', 'Mountain'), mine('p1', 'Plains'), mine('p2', 'Plains'), his('g1', 'Grizzly Bears')],
        hands: { alice: [{ id: 'sh', card: 'Shock' }, { id: 'pa', card: 'Pacifism' }] },
      })
      .after(tap('m1'), tap('p1'), tap('p2'));
    expect(legal(g).filter((c) => c.do === 'cast')).toEqual([
      { do: 'cast', player: 'alice', card: 'sh', targets: ['g1'] },
      { do: 'cast', player: 'alice', card: 'sh', targets: ['alice'] },
      { do: 'cast', player: 'alice', card: 'sh', targets: ['bob'] },
      { do: 'cast', player: 'alice', card: 'pa', targets: ['g1'] },
    ]);
  });
});
