/**
 * Properties of the decider over random games: generated starting positions (2 to 4 players,
 * sample cards on the battlefield, in hands and libraries) and seeded random walks that pick
 * among `legalCommands` at each step. fast-check is seeded, so every run checks the same games.
 */
import fc from 'fast-check';
import { DECISION_EVENTS, commandFromDecision as commandOfDecision, createDecider, legalCommands, normalizeSetup, toGameView, type GameCommand, type GameEvent, type GameStart, type GameState, type StartCard, type StartPermanent, type Step } from '@arbiter/rules';
import { withoutRevision } from '@arbiter/rules-testing';
import { ALL_CARDS, CARD_CATALOG } from '@arbiter/cards';

const SEED = 20250919;
const NAMES = ['alice', 'bob', 'carol', 'dave'];
const TOKENS = ALL_CARDS.filter((c) => c.token).map((c) => c.name);
const PERMANENTS = ALL_CARDS.filter((c) => !c.token && c.enchant === null).map((c) => c.name);
const LANDS = ALL_CARDS.filter((c) => c.types.includes('Land')).map((c) => c.name);
const IN_HAND = ALL_CARDS.filter((c) => !c.token).map((c) => c.name);
const STEPS: Step[] = ['upkeep', 'draw', 'precombatMain', 'postcombatMain', 'end'];

interface Position {
  readonly players: readonly string[];
  readonly start: GameStart;
}

const positionArb: fc.Arbitrary<Position> = fc
  .record({
    players: fc.integer({ min: 2, max: 4 }),
    active: fc.nat({ max: 3 }),
    turn: fc.integer({ min: 1, max: 4 }),
    step: fc.constantFrom(...STEPS),
    permanents: fc.array(
      fc.record({
        card: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...LANDS) },
          { weight: 5, arbitrary: fc.constantFrom(...PERMANENTS) },
          { weight: 1, arbitrary: fc.constantFrom(...TOKENS) },
        ),
        controller: fc.nat({ max: 3 }),
        owner: fc.nat({ max: 3 }),
        tapped: fc.boolean(),
        newThisTurn: fc.boolean(),
        counters: fc.nat({ max: 3 }),
        damage: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }) }),
      }),
      { maxLength: 12 },
    ),
    auras: fc.nat({ max: 2 }),
    hands: fc.array(fc.array(fc.constantFrom(...IN_HAND), { maxLength: 5 }), { minLength: 4, maxLength: 4 }),
    libraries: fc.array(fc.oneof(fc.nat({ max: 12 }), fc.array(fc.constantFrom(...IN_HAND), { maxLength: 8 })), { minLength: 4, maxLength: 4 }),
    life: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 4, maxLength: 4 }),
  })
  .map((g) => {
    const players = NAMES.slice(0, g.players);
    const who = (i: number): string => players[i % players.length] ?? 'alice';
    const battlefield: StartPermanent[] = g.permanents.map((p, i) => {
      const card = CARD_CATALOG.get(p.card);
      const counters: Record<string, number> = {};
      if (card.subtypes.includes('Saga')) counters['lore'] = 1 + (p.counters % 2);
      else if ((card.manaCost?.xCount ?? 0) > 0) counters['+1/+1'] = p.counters;
      return {
        id: `p${i}`, card: p.card, controller: who(p.controller), owner: card.token ? who(p.controller) : who(p.owner),
        tapped: p.tapped, newThisTurn: p.newThisTurn, counters, token: card.token, damage: p.damage,
      };
    });
    const land = battlefield.find((b) => CARD_CATALOG.get(b.card).types.includes('Land'));
    if (land !== undefined) {
      for (let i = 0; i < g.auras; i++) battlefield.push({ id: `wg${i}`, card: 'Wild Growth', controller: land.controller ?? 'alice', attachedTo: land.id });
    }
    const zone = (prefix: string, cards: readonly string[]): StartCard[] => cards.map((card, i) => ({ id: `${prefix}-${i}`, card }));
    const start: GameStart = {
      turn: g.turn, step: g.step, activePlayer: who(g.active), battlefield,
      life: Object.fromEntries(players.map((p, i) => [p, g.life[i] ?? 20])),
      hands: Object.fromEntries(players.map((p, i) => [p, zone(`h-${p}`, g.hands[i] ?? [])])),
      libraries: Object.fromEntries(players.map((p, i) => {
        const lib = g.libraries[i] ?? 0;
        return [p, typeof lib === 'number' ? lib : zone(`l-${p}`, lib)];
      })),
    };
    return { players, start };
  });

/**
 * One step of a walk: which legal command to take. Most steps take an action (activate, cast,
 * play, choose) when there is one; some pass priority; a few concede, so games go on for a while.
 */
interface Pick {
  readonly index: number;
  readonly kind: 'action' | 'pass' | 'concede';
  readonly junk: number;
}

const picksArb: fc.Arbitrary<Pick[]> = fc.array(
  fc.record({
    index: fc.nat({ max: 999 }),
    kind: fc.oneof({ weight: 12, arbitrary: fc.constant('action' as const) }, { weight: 5, arbitrary: fc.constant('pass' as const) }, { weight: 1, arbitrary: fc.constant('concede' as const) }),
    junk: fc.nat({ max: 9999 }),
  }),
  { minLength: 8, maxLength: 40, size: 'max' },
);

interface Walk {
  readonly events: GameEvent[];
  readonly commands: GameCommand[];
  readonly perCommand: GameEvent[][];
  readonly states: GameState[];
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const KIND_OF: Readonly<Record<GameCommand['do'], Pick['kind']>> = {
  activate: 'action', cast: 'action', play: 'action', choose: 'action', resolve: 'pass', nextStep: 'pass', nextTurn: 'pass', concede: 'concede',
  pass: 'pass', attack: 'action', block: 'action', mulligan: 'action', keep: 'action',
};

function pickCommand(options: readonly GameCommand[], pick: Pick): GameCommand | undefined {
  const preferred = options.filter((c) => KIND_OF[c.do] === pick.kind);
  const fallback = options.filter((c) => KIND_OF[c.do] !== 'concede');
  const pool = preferred.length > 0 ? preferred : fallback.length > 0 ? fallback : options;
  return pool[pick.index % Math.max(1, pool.length)];
}

/** Plays the walk: at each step the picked legal command; every state and event is frozen, so a mutation throws. */
function play(position: Position, picks: readonly Pick[]): Walk {
  const decider = createDecider(CARD_CATALOG);
  const events = decider.start('prop', normalizeSetup(position.players, SEED, position.start, CARD_CATALOG));
  let state = deepFreeze(events.reduce((s, e) => decider.evolve(s, deepFreeze(e)), decider.initialState()));
  const walk: Walk = { events: [...events], commands: [], perCommand: [], states: [state] };
  for (const pick of picks) {
    const command = pickCommand(legalCommands(state, CARD_CATALOG), pick);
    if (command === undefined) break;
    const produced = decider.decide(command, state);
    for (const e of produced) state = deepFreeze(decider.evolve(state, deepFreeze(e)));
    walk.events.push(...produced);
    walk.commands.push(command);
    walk.perCommand.push(produced);
    walk.states.push(state);
  }
  return walk;
}

/** Commands that are mostly illegal, built from the ids in the state, to probe refusals. */
function probes(state: GameState): GameCommand[] {
  const players = [...state.players, 'mallory'];
  const ids = [...Object.keys(state.battlefield), ...state.players.flatMap((p) => (state.playerStates[p]?.hand ?? []).map((c) => c.id)), 'nothing'];
  const out: GameCommand[] = [{ do: 'resolve' }, { do: 'nextStep' }, { do: 'nextTurn' }];
  for (const player of players) {
    out.push({ do: 'concede', player }, { do: 'choose', player, choice: 'G' }, { do: 'choose', player, choice: [] }, { do: 'choose', player, choice: 2 });
    for (const id of ids) {
      out.push({ do: 'play', player, card: id }, { do: 'cast', player, card: id }, { do: 'cast', player, card: id, x: 3 });
      for (let ability = 0; ability < 3; ability++) out.push({ do: 'activate', player, source: id, ability, targets: players.slice(1, 2) });
    }
  }
  return out;
}

/** Two of the probes of a state, chosen by the walk's pick at that step. */
function probesAt(state: GameState, pick: Pick | undefined): GameCommand[] {
  const candidates = probes(state);
  const junk = pick?.junk ?? 0;
  return [candidates[junk % candidates.length]!, candidates[(junk * 7 + 3) % candidates.length]!];
}

/** What must hold whenever a player would receive priority (no choice pending, game not over). */
function broken(state: GameState): string[] {
  if (state.pendingChoice !== null || state.winner !== null) return [];
  const out: string[] = [];
  const inGame = (p: string): boolean => state.playerStates[p]?.inGame === true;
  for (const name of state.players) {
    const ps = state.playerStates[name];
    if (ps === undefined) continue;
    for (const [type, n] of Object.entries(ps.manaPool)) if (!Number.isSafeInteger(n) || n < 0) out.push(`${name}'s pool has ${n} ${type}`);
    if (ps.inGame && ps.life <= 0) out.push(`${name} is still in the game at ${ps.life} life (704.5a)`);
  }
  const view = toGameView(state, CARD_CATALOG);
  for (const p of Object.values(state.battlefield)) {
    if (!inGame(p.controller) || !inGame(p.owner)) out.push(`${p.id} stayed with a player who left (800.4a)`);
    const toughness = view.battlefield[p.id]?.toughness ?? null; // null: not a creature
    if (toughness !== null && (toughness <= 0 || p.damage >= toughness)) out.push(`${p.id} should have died (704.5f-g)`);
  }
  for (const o of state.stack) if (!inGame(o.controller)) out.push(`${o.id} stayed on the stack after its controller left (800.4a)`);
  if (state.pendingTriggers.length > 0) out.push(`${state.pendingTriggers.length} trigger(s) not put on the stack (603.3)`);
  return out;
}

const settings = { seed: SEED, numRuns: 40 };

describe('the decider over random games', () => {
  it('gives byte-identical event streams for the same setup and decisions', () => {
    fc.assert(
      fc.property(positionArb, picksArb, (position, picks) => {
        const first = play(position, picks);
        const second = play(position, picks);
        expect(JSON.stringify(second.events)).toBe(JSON.stringify(first.events));
        expect(first.commands.length).toBeGreaterThan(0);
      }),
      settings,
    );
  });

  it('never throws in evolve, and records a decision first, passes being the only other decisions of a command', () => {
    fc.assert(
      fc.property(positionArb, picksArb, (position, picks) => {
        const walk = play(position, picks);
        for (const produced of walk.perCommand) {
          expect(produced.length).toBeGreaterThan(0);
          expect(DECISION_EVENTS.has(produced[0]!.type)).toBe(true);
          // Passes recorded on the way (implied passes, or moving on to a declaration) come before the command's own decision.
          const decisions = produced.filter((e) => e.metadata.kind === 'decision');
          expect(decisions.slice(0, -1).filter((e) => e.type !== 'PriorityPassed')).toEqual([]);
          expect(produced.every((e) => e.metadata.kind === (DECISION_EVENTS.has(e.type) ? 'decision' : 'consequence'))).toBe(true);
        }
        for (const produced of walk.perCommand) expect(produced.some((e) => e.type === 'ActionRejected')).toBe(false);
      }),
      settings,
    );
  });

  it('changes nothing but the revision when it refuses a command (732.1)', () => {
    const decider = createDecider(CARD_CATALOG);
    fc.assert(
      fc.property(positionArb, picksArb, (position, picks) => {
        const walk = play(position, picks);
        walk.states.forEach((state, i) => {
          for (const command of probesAt(state, picks[i])) {
            const events = decider.decide(command, state);
            if (!events.some((e) => e.type === 'ActionRejected')) continue;
            expect(events).toHaveLength(1);
            const after = decider.evolve(state, events[0]!);
            expect(after.revision).toBe(state.revision + 1);
            expect(withoutRevision(after)).toBe(withoutRevision(state));
          }
        });
      }),
      settings,
    );
  });

  it('decideAndEvolve gives decide\'s events and the state that folding evolve over them gives, played or refused', () => {
    const decider = createDecider(CARD_CATALOG);
    fc.assert(
      fc.property(positionArb, picksArb, (position, picks) => {
        const walk = play(position, picks);
        walk.states.forEach((state, i) => {
          const played = walk.commands[i];
          for (const command of [...(played === undefined ? [] : [played]), ...probesAt(state, picks[i])]) {
            const decided = decider.decideAndEvolve(command, state);
            expect(decided.events).toEqual(decider.decide(command, state));
            expect(decided.state).toEqual(decided.events.reduce(decider.evolve, state));
          }
        });
      }),
      settings,
    );
  });

  it('settles state-based actions, triggers and departures before anyone gets priority', () => {
    fc.assert(
      fc.property(positionArb, picksArb, (position, picks) => {
        const walk = play(position, picks);
        walk.states.slice(1).forEach((state, i) => {
          expect({ after: walk.commands[i], broken: broken(state) }).toEqual({ after: walk.commands[i], broken: [] });
        });
      }),
      settings,
    );
  });

  it('re-derives every consequence from the decision events alone', () => {
    fc.assert(
      fc.property(positionArb, picksArb, (position, picks) => {
        const walk = play(position, picks);
        const decider = createDecider(CARD_CATALOG);
        const [started, ...rest] = walk.events;
        let state = decider.evolve(decider.initialState(), started!);
        const derived: GameEvent[] = [started!];
        for (const decision of rest.filter((e) => e.metadata.kind === 'decision')) {
          const command = commandOfDecision(decision);
          expect(command).not.toBeNull();
          const produced = decider.decide(command!, state);
          for (const e of produced) state = decider.evolve(state, e);
          derived.push(...produced);
        }
        expect(JSON.stringify(derived)).toBe(JSON.stringify(walk.events));
      }),
      settings,
    );
  });
});
