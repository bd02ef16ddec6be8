/**
 * Synthetic but realistic game logs for projector tests and benchmarks: the event types, shapes
 * and proportions of recorded games (setups with libraries, turns and steps, lands tapped for
 * mana with replacements and triggers, spells, refused actions, control changes, concessions,
 * wins), made fast and deterministic from a seed instead of through the engine. Games are
 * interleaved in the store as several tables play at once, appended a few events at a time.
 */
import type { EventData, EventStore } from '@arbiter/event-store';
import { toEventData } from '@arbiter/game-log';
import {
  CR_VERSION,
  type GameEvent,
  type GameSetup,
  type PlayerName,
  type SetupPermanent,
} from '@arbiter/rules';

/** mulberry32: a small seeded PRNG, enough for test data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LANDS = [
  ['Forest', 'G'],
  ['Island', 'U'],
  ['Mountain', 'R'],
  ['Plains', 'W'],
  ['Swamp', 'B'],
  ['Wastes', 'C'],
] as const;
const REPLACERS = ['Mana Reflection', 'Contamination', 'Damping Sphere', 'Nyxbloom Ancient'];
const TRIGGERS = ['Manabarbs', 'Wild Growth', 'Hangarback Walker', 'Yotia Declares War'];
const SPELLS = ['Llanowar Elves', 'Sol Ring', 'Hangarback Walker', 'Ornithopter', 'Mind Stone'];
const REFUSALS = [
  ['302.6', 'activate', 'it came under its controller’s control this turn'],
  ['305.2', 'play', 'a land was already played this turn'],
  ['601.2h', 'cast', 'the mana paid does not match the cost'],
  ['117.1', 'activate', 'the player does not have priority'],
] as const;

const meta = (
  kind: 'decision' | 'consequence',
  actor: string,
  rule?: string,
): GameEvent['metadata'] => ({
  kind,
  actor,
  ...(rule === undefined ? {} : { rule }),
});

/** One synthetic game: its id and its engine events, in order. */
export interface SyntheticGame {
  readonly gameId: string;
  readonly events: readonly GameEvent[];
}

/** A whole game of roughly `size` events (never fewer than a setup and a result). */
export function syntheticGame(gameId: string, random: () => number, size: number): SyntheticGame {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const pickAny = <T>(list: readonly T[]): T | undefined =>
    list[Math.floor(random() * list.length)];
  const count = 2 + Math.floor(random() * 3);
  const players: PlayerName[] = ['alice', 'bob', 'carol', 'dave'].slice(0, count);
  const battlefield: SetupPermanent[] = [];
  const permanent = (id: string, card: string, controller: string): SetupPermanent => ({
    id,
    card,
    controller,
    owner: controller,
    tapped: false,
    newThisTurn: false,
    counters: {},
    attachedTo: null,
    damage: 0,
    token: false,
  });
  const lands = new Map<PlayerName, { id: string; card: string; mana: string }[]>();
  for (const p of players) {
    const own = Array.from({ length: 3 }, (_, i) => {
      const [card, mana] = pick(LANDS);
      return { id: `${p}-land-${i + 1}`, card, mana };
    });
    lands.set(p, own);
    for (const l of own) battlefield.push(permanent(l.id, l.card, p));
  }
  const replacer = { id: 'rep', card: pick(REPLACERS), controller: pick(players) };
  const trigger = { id: 'trg', card: pick(TRIGGERS), controller: pick(players) };
  battlefield.push(permanent(replacer.id, replacer.card, replacer.controller));
  battlefield.push(permanent(trigger.id, trigger.card, trigger.controller));
  const setup: GameSetup = {
    players,
    seed: Math.floor(random() * 1e6),
    turn: 1,
    activePlayer: players[0] ?? 'alice',
    step: 'precombatMain',
    life: Object.fromEntries(players.map((p) => [p, 20])),
    battlefield,
    hands: Object.fromEntries(
      players.map((p) => [p, [{ id: `${p}-hand-1`, card: pick(SPELLS), token: false }]]),
    ),
    libraries: Object.fromEntries(
      players.map((p) => [
        p,
        Array.from({ length: 20 }, (_, i) => ({
          id: `${p}-lib-${i + 1}`,
          card: 'Wastes',
          token: false,
        })),
      ]),
    ),
    graveyards: Object.fromEntries(players.map((p) => [p, []])),
  };
  const events: GameEvent[] = [
    {
      type: 'GameStarted',
      data: { gameId, crVersion: CR_VERSION, setup },
      metadata: meta('decision', 'engine'),
    },
  ];
  const push = (e: GameEvent): void => {
    events.push(e);
  };
  let turn = 1;
  let active = 0;
  let made = 0;
  const inGame = new Set(players);
  /** A concession (104.3a): the decision, then the player leaving the game. */
  const concede = (leaver: string): void => {
    push({ type: 'PlayerConceded', data: { player: leaver }, metadata: meta('decision', leaver, '104.3a') });
    push({ type: 'PlayerLeftGame', data: { player: leaver, reason: 'conceded' }, metadata: meta('consequence', 'engine', '104.3a') });
    inGame.delete(leaver);
  };
  while (events.length < size - 3 && inGame.size > 1) {
    const player = players[active] ?? 'alice';
    const roll = random();
    if (roll < 0.55) {
      // Tap a land for mana: activation, tap, perhaps a replacement, the mana, perhaps a trigger.
      const land = pick(lands.get(player) ?? []);
      push({
        type: 'AbilityActivated',
        data: {
          player,
          source: land.id,
          card: land.card,
          ability: 0,
          abilityNumber: 1,
          grantedBy: null,
          text: `{T}: Add {${land.mana}}.`,
          manaAbility: true,
          targets: [],
          paid: {},
          stackId: null,
        },
        metadata: meta('decision', player, '605.3b'),
      });
      push({
        type: 'PermanentTapped',
        data: { permanent: land.id, forCost: true },
        metadata: meta('consequence', 'engine', '602.2b'),
      });
      let amount = 1;
      if (random() < 0.25) {
        push({
          type: 'ReplacementApplied',
          data: {
            source: replacer.id,
            card: replacer.card,
            affected: land.id,
            before: { [land.mana]: 1 },
            after: { [land.mana]: 2 },
          },
          metadata: meta('consequence', 'engine', '616.1'),
        });
        amount = 2;
      }
      push({
        type: 'ManaAdded',
        data: { player, source: land.id, mana: { [land.mana]: amount } },
        metadata: meta('consequence', 'engine', '106.3'),
      });
      if (random() < 0.2) {
        push({
          type: 'AbilityTriggered',
          data: {
            key: events.length,
            source: trigger.id,
            card: trigger.card,
            ability: 1,
            controller: trigger.controller,
            reflexive: random() < 0.1,
            manaAbility: false,
            parentId: null,
            context: { player },
          },
          metadata: meta('consequence', 'engine', '603.2'),
        });
      }
    } else if (roll < 0.65) {
      const card = `${player}-spell-${++made}`;
      const name = pick(SPELLS);
      push({
        type: 'SpellCast',
        data: {
          player,
          card,
          name,
          stackId: card,
          x: 0,
          targets: [],
          paid: { C: 1 },
          costIncrease: 0,
        },
        metadata: meta('decision', player, '601.2'),
      });
      push({
        type: 'PriorityPassed',
        data: { action: 'resolve', players },
        metadata: meta('decision', player),
      });
      push({
        type: 'StackObjectResolved',
        data: { id: card, to: 'battlefield' },
        metadata: meta('consequence', 'engine', '608.3'),
      });
      push({
        type: 'PermanentEntered',
        data: {
          permanent: card,
          card: name,
          owner: player,
          controller: player,
          token: false,
          tapped: false,
          counters: {},
          attachedTo: null,
          castX: null,
          from: 'stack',
        },
        metadata: meta('consequence', 'engine', '608.3'),
      });
    } else if (roll < 0.72) {
      const [rule, action, reason] = pick(REFUSALS);
      push({
        type: 'ActionRejected',
        data: { player, action: { do: action, player }, rule, reason },
        metadata: meta('decision', player, rule),
      });
    } else if (roll < 0.74) {
      const to = pickAny(players.filter((p) => p !== trigger.controller && inGame.has(p)));
      if (to !== undefined) {
        push({
          type: 'ControlChanged',
          data: {
            permanent: trigger.id,
            from: trigger.controller,
            to,
            added: null,
            endedEffects: [],
          },
          metadata: meta('consequence', 'engine', '108.4'),
        });
        trigger.controller = to;
      }
    } else if (roll < 0.76) {
      const target = pickAny(players.filter((p) => p !== player && inGame.has(p)));
      if (target !== undefined)
        push({
          type: 'DamageDealt',
          data: { source: trigger.id, target, amount: 1, combat: false },
          metadata: meta('consequence', 'engine', '120.3'),
        });
    } else {
      // The turn goes on: steps, mana emptying, the next player's turn and draw.
      push({
        type: 'PriorityPassed',
        data: { action: 'nextTurn', players },
        metadata: meta('decision', player),
      });
      push({
        type: 'StepBegan',
        data: { step: 'end', turn },
        metadata: meta('consequence', 'engine', '513.1'),
      });
      push({
        type: 'ManaPoolEmptied',
        data: { player, mana: { C: 1 }, step: 'end' },
        metadata: meta('consequence', 'engine', '500.4'),
      });
      do active = (active + 1) % players.length;
      while (!inGame.has(players[active] ?? ''));
      turn++;
      const next = players[active] ?? 'alice';
      push({
        type: 'TurnBegan',
        data: { turn, activePlayer: next },
        metadata: meta('consequence', 'engine', '500.1'),
      });
      push({
        type: 'StepBegan',
        data: { step: 'untap', turn },
        metadata: meta('consequence', 'engine', '502.1'),
      });
      push({
        type: 'StepBegan',
        data: { step: 'draw', turn },
        metadata: meta('consequence', 'engine', '504.1'),
      });
      push({
        type: 'CardsDrawn',
        data: { player: next, cards: [`${next}-lib-${turn}`], fromEmptyLibrary: false },
        metadata: meta('consequence', 'engine', '504.1'),
      });
      push({
        type: 'StepBegan',
        data: { step: 'precombatMain', turn },
        metadata: meta('consequence', 'engine', '505.1'),
      });
      if (random() < 0.03 && inGame.size > 1) {
        concede(pick([...inGame]));
      }
    }
  }
  while (inGame.size > 1) {
    concede([...inGame][inGame.size - 1] ?? '');
  }
  push({
    type: 'GameWon',
    data: { player: [...inGame][0] ?? '' },
    metadata: meta('consequence', 'engine', '104.2a'),
  });
  return { gameId, events };
}

/** Options of {@link appendSyntheticGames}. */
export interface SyntheticOptions {
  /** Stop after about this many game events (the last games are completed). */
  readonly events: number;
  readonly seed: number;
  /** Games played at once (interleaved in `$all`). Default 4. */
  readonly tables?: number;
  /** Average events per game. Default 200. */
  readonly gameSize?: number;
  /** Events per append: a command's events, as the game service appends them. Default 1..24. */
  readonly maxAppend?: number;
  /** Also write a snapshot stream event now and then (projections must skip them). Default true. */
  readonly snapshots?: boolean;
}

/**
 * Appends synthetic games to a store, streamed (one game per table in memory at a time).
 * Returns how many game events and games it appended, and the position of the last game event.
 */
export async function appendSyntheticGames(
  store: EventStore,
  options: SyntheticOptions,
): Promise<{ events: number; games: number; lastPosition: bigint }> {
  const random = seededRandom(options.seed);
  const tables = options.tables ?? 4;
  const gameSize = options.gameSize ?? 200;
  const maxAppend = options.maxAppend ?? 24;
  let started = 0;
  let appended = 0;
  let lastPosition = 0n;
  const newGame = (): { game: SyntheticGame; next: number } => {
    started++;
    const id = `synthetic-${options.seed}-${started}`;
    const size = Math.max(12, Math.round(gameSize * (0.5 + random())));
    return { game: syntheticGame(id, random, size), next: 0 };
  };
  const open = Array.from({ length: tables }, newGame);
  while (open.length > 0) {
    const t = Math.floor(random() * open.length);
    const table = open[t];
    if (table === undefined) break;
    const { game } = table;
    const count = Math.min(1 + Math.floor(random() * maxAppend), game.events.length - table.next);
    const chunk = game.events.slice(table.next, table.next + count);
    const data: EventData[] = toEventData(chunk, {
      gameId: game.gameId,
      firstRevision: table.next,
    });
    const { position } = await store.appendToStream(`game-${game.gameId}`, data, {
      expectedRevision: table.next === 0 ? 'no_stream' : BigInt(table.next - 1),
    });
    lastPosition = position;
    if (options.snapshots !== false && random() < 0.02) {
      await store.appendToStream(`snapshots-${game.gameId}`, [
        { type: 'SnapshotTaken', data: { revision: table.next } },
      ]);
    }
    table.next += count;
    appended += count;
    if (table.next >= game.events.length) {
      if (appended < options.events) open[t] = newGame();
      else open.splice(t, 1);
    }
  }
  return { events: appended, games: started, lastPosition };
}
