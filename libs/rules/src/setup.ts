/**
 * A game's starting position (contract §3 `start`), normalised: every default filled in, numeric
 * libraries expanded to Wastes with ids `<player>-lib-<n>`, every card name checked.
 */
import type { CardCatalog } from './card-catalog';
import { SetupError } from './rule-violation';
import { STEPS, type ObjectId, type PlayerName, type Step } from './state';

export interface StartPermanent {
  readonly id: ObjectId;
  readonly card: string;
  readonly controller?: PlayerName;
  readonly owner?: PlayerName;
  readonly tapped?: boolean;
  readonly newThisTurn?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
  readonly attachedTo?: ObjectId;
  readonly damage?: number;
  readonly token?: boolean;
}

export interface StartCard {
  readonly id: ObjectId;
  readonly card: string;
  readonly token?: boolean;
}

/** The `start` object of a scenario or of `POST /games`. */
export interface GameStart {
  readonly turn?: number;
  readonly activePlayer?: PlayerName;
  readonly step?: Step;
  readonly life?: Readonly<Record<PlayerName, number>>;
  readonly battlefield?: readonly StartPermanent[];
  readonly hands?: Readonly<Record<PlayerName, readonly StartCard[]>>;
  readonly libraries?: Readonly<Record<PlayerName, readonly StartCard[] | number>>;
  readonly graveyards?: Readonly<Record<PlayerName, readonly StartCard[]>>;
}

export interface SetupPermanent {
  readonly id: ObjectId;
  readonly card: string;
  readonly controller: PlayerName;
  readonly owner: PlayerName;
  readonly tapped: boolean;
  readonly newThisTurn: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly attachedTo: ObjectId | null;
  readonly damage: number;
  readonly token: boolean;
}

export interface SetupCard {
  readonly id: ObjectId;
  readonly card: string;
  readonly token: boolean;
}

/** A fully specified starting position: what `GameStarted` carries. */
export interface GameSetup {
  readonly players: readonly PlayerName[];
  readonly seed: number;
  readonly turn: number;
  readonly activePlayer: PlayerName;
  readonly step: Step;
  readonly life: Readonly<Record<PlayerName, number>>;
  readonly battlefield: readonly SetupPermanent[];
  readonly hands: Readonly<Record<PlayerName, readonly SetupCard[]>>;
  readonly libraries: Readonly<Record<PlayerName, readonly SetupCard[]>>;
  readonly graveyards: Readonly<Record<PlayerName, readonly SetupCard[]>>;
}

/**
 * Normalises a start position, or throws a `SetupError` naming the field.
 *
 * @example
 * normalizeSetup(['alice', 'bob'], 7, { libraries: { alice: 2 } }, catalog).libraries.alice[0]?.id // 'alice-lib-1'
 */
export function normalizeSetup(players: readonly PlayerName[], seed: number, start: GameStart, catalog: CardCatalog): GameSetup {
  if (players.length < 2 || players.length > 4) throw new SetupError('players', `a game has 2 to 4 players, not ${players.length}`);
  if (new Set(players).size !== players.length) throw new SetupError('players', 'player names must differ');
  for (const [i, p] of players.entries()) {
    if (typeof p !== 'string' || !/^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(p)) throw new SetupError(`players[${i}]`, `"${String(p)}" is not a valid player name`);
  }
  if (!Number.isSafeInteger(seed)) throw new SetupError('seed', 'must be an integer');
  const isPlayer = (p: unknown): p is PlayerName => typeof p === 'string' && players.includes(p);
  const ids = new Set<string>();
  const claimId = (id: unknown, field: string): ObjectId => {
    if (typeof id !== 'string' || id === '') throw new SetupError(field, 'an object needs a non-empty string id');
    if (players.includes(id)) throw new SetupError(field, `id "${id}" is also a player's name`);
    if (ids.has(id)) throw new SetupError(field, `id "${id}" is used twice`);
    ids.add(id);
    return id;
  };
  const checkCard = (name: unknown, field: string): string => {
    if (typeof name !== 'string' || !catalog.has(name)) throw new SetupError(field, `unknown card "${String(name)}"`);
    return name;
  };
  const turn = start.turn ?? 1;
  if (!Number.isSafeInteger(turn) || turn < 1) throw new SetupError('start.turn', 'must be a whole number ≥ 1');
  const activePlayer = start.activePlayer ?? players[0] ?? '';
  if (!isPlayer(activePlayer)) throw new SetupError('start.activePlayer', `"${activePlayer}" is not a player`);
  const step = start.step ?? 'precombatMain';
  if (!STEPS.includes(step)) throw new SetupError('start.step', `unknown step "${String(step)}"`);

  const life: Record<PlayerName, number> = {};
  for (const p of players) life[p] = 20;
  for (const [p, n] of Object.entries(start.life ?? {})) {
    if (!isPlayer(p)) throw new SetupError(`start.life.${p}`, `"${p}" is not a player`);
    if (!Number.isSafeInteger(n)) throw new SetupError(`start.life.${p}`, 'must be an integer');
    life[p] = n;
  }

  const battlefield: SetupPermanent[] = (start.battlefield ?? []).map((b, i) => {
    const field = `start.battlefield[${i}]`;
    const id = claimId(b.id, `${field}.id`);
    const card = checkCard(b.card, `${field}.card`);
    const controller = b.controller ?? b.owner;
    const owner = b.owner ?? b.controller;
    if (!isPlayer(controller)) throw new SetupError(`${field}.controller`, `needs a controller or owner that is a player (got "${String(controller)}")`);
    if (!isPlayer(owner)) throw new SetupError(`${field}.owner`, `"${String(owner)}" is not a player`);
    const counters: Record<string, number> = {};
    for (const [k, n] of Object.entries(b.counters ?? {})) {
      if (!Number.isSafeInteger(n) || n < 0) throw new SetupError(`${field}.counters.${k}`, 'must be a whole number ≥ 0');
      if (n > 0) counters[k] = n;
    }
    const damage = b.damage ?? 0;
    if (!Number.isSafeInteger(damage) || damage < 0) throw new SetupError(`${field}.damage`, 'must be a whole number ≥ 0');
    const token = b.token ?? false;
    if (token && !catalog.get(card).token) throw new SetupError(`${field}.token`, `"${card}" is not a token`);
    return {
      id, card, controller, owner, tapped: b.tapped ?? false, newThisTurn: b.newThisTurn ?? false,
      counters, attachedTo: b.attachedTo ?? null, damage, token,
    };
  });
  battlefield.forEach((b, i) => {
    if (b.attachedTo !== null && !battlefield.some((o) => o.id === b.attachedTo)) {
      throw new SetupError(`start.battlefield[${i}].attachedTo`, `no permanent "${b.attachedTo}" on the battlefield`);
    }
  });

  const zone = (name: 'hands' | 'graveyards', input: Readonly<Record<string, readonly StartCard[]>> | undefined): Record<PlayerName, SetupCard[]> => {
    const out: Record<PlayerName, SetupCard[]> = {};
    for (const p of players) out[p] = [];
    for (const [p, cards] of Object.entries(input ?? {})) {
      if (!isPlayer(p)) throw new SetupError(`start.${name}.${p}`, `"${p}" is not a player`);
      if (!Array.isArray(cards)) throw new SetupError(`start.${name}.${p}`, 'must be a list of cards');
      out[p] = cards.map((c, i) => ({
        id: claimId(c.id, `start.${name}.${p}[${i}].id`),
        card: checkCard(c.card, `start.${name}.${p}[${i}].card`),
        token: c.token ?? false,
      }));
    }
    return out;
  };
  const hands = zone('hands', start.hands);
  const graveyards = zone('graveyards', start.graveyards);
  const libraries: Record<PlayerName, SetupCard[]> = {};
  for (const p of players) libraries[p] = [];
  for (const [p, lib] of Object.entries(start.libraries ?? {})) {
    if (!isPlayer(p)) throw new SetupError(`start.libraries.${p}`, `"${p}" is not a player`);
    if (typeof lib === 'number') {
      if (!Number.isSafeInteger(lib) || lib < 0 || lib > 10_000) throw new SetupError(`start.libraries.${p}`, 'must be a list or a whole number from 0 to 10000');
      libraries[p] = Array.from({ length: lib }, (_, i) => ({ id: claimId(`${p}-lib-${i + 1}`, `start.libraries.${p}`), card: 'Wastes', token: false }));
    } else if (Array.isArray(lib)) {
      libraries[p] = lib.map((c, i) => ({
        id: claimId(c.id, `start.libraries.${p}[${i}].id`),
        card: checkCard(c.card, `start.libraries.${p}[${i}].card`),
        token: false,
      }));
    } else {
      throw new SetupError(`start.libraries.${p}`, 'must be a list of cards or a number');
    }
  }
  return { players: [...players], seed, turn, activePlayer, step, life, battlefield, hands, libraries, graveyards };
}
