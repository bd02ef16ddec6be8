/**
 * A game's starting position (docs/scenario-format.md, `start`), normalised: every default filled in, numeric
 * libraries expanded to Wastes with ids `<player>-lib-<n>`, every card name checked.
 */
import { missingCardMessage, type CardCatalog } from './card-catalog';
import { SetupError } from './rule-violation';
import { shuffled } from './shuffle';
import { STEPS, type ObjectId, type PlayerName, type Step } from './state';
import type { GameSetup, SetupCard, SetupPermanent } from './setup.types';

export type { GameSetup, GameStart, SetupCard, SetupPermanent, StartCard, StartPermanent } from './setup.types';

type Json = Record<string, unknown>;

/** The keys a `start` may have; any other is refused, never ignored. */
export const START_FIELDS: readonly string[] = ['turn', 'activePlayer', 'step', 'life', 'battlefield', 'hands', 'libraries', 'graveyards', 'decks'];
/** The keys of a `start.battlefield` entry. */
export const START_PERMANENT_FIELDS: readonly string[] = ['id', 'card', 'controller', 'owner', 'tapped', 'newThisTurn', 'counters', 'attachedTo', 'damage', 'token'];
const CARD_FIELDS: readonly string[] = ['id', 'card', 'token'];

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const show = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));

/**
 * Normalises a start position, or throws a `SetupError` naming the field. Takes untrusted input
 * (an API body, a scenario file): every value is checked before it is used.
 *
 * @example
 * normalizeSetup(['alice', 'bob'], 7, { libraries: { alice: 2 } }, catalog).libraries.alice[0]?.id // 'alice-lib-1'
 */
export function normalizeSetup(playersInput: unknown, seedInput: unknown, startInput: unknown, catalog: CardCatalog): GameSetup {
  if (!Array.isArray(playersInput)) throw new SetupError('players', 'must be a list of player names');
  const players: PlayerName[] = playersInput.map((p: unknown, i) => {
    if (typeof p !== 'string' || !/^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(p)) throw new SetupError(`players[${i}]`, `${show(p)} is not a valid player name`);
    return p;
  });
  if (players.length < 2 || players.length > 4) throw new SetupError('players', `a game has 2 to 4 players, not ${players.length}`);
  if (new Set(players).size !== players.length) throw new SetupError('players', 'player names must differ');
  if (typeof seedInput !== 'number' || !Number.isSafeInteger(seedInput)) throw new SetupError('seed', 'must be an integer');
  const seed = seedInput;
  if (!isObject(startInput)) throw new SetupError('start', 'must be an object');
  const start = startInput;
  const isPlayer = (p: unknown): boolean => typeof p === 'string' && players.includes(p);
  const ids = new Set<string>();
  const claimId = (id: unknown, field: string): ObjectId => {
    if (typeof id !== 'string' || id === '') throw new SetupError(field, 'an object needs a non-empty string id');
    if (players.includes(id)) throw new SetupError(field, `id "${id}" is also a player's name`);
    if (ids.has(id)) throw new SetupError(field, `id "${id}" is used twice`);
    ids.add(id);
    return id;
  };
  const checkCard = (name: unknown, field: string): string => {
    if (typeof name !== 'string' || !catalog.has(name)) throw new SetupError(field, missingCardMessage(catalog, name));
    return name;
  };
  const wholeNumber = (v: unknown, field: string, min: number, fallback: number): number => {
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) throw new SetupError(field, `must be a whole number ≥ ${min}, got ${show(v)}`);
    return v;
  };
  const flag = (v: unknown, field: string): boolean => {
    if (v === undefined) return false;
    if (typeof v !== 'boolean') throw new SetupError(field, 'must be true or false');
    return v;
  };
  const record = (v: unknown, field: string, fields?: readonly string[]): Json => {
    if (v === undefined) return {};
    if (!isObject(v)) throw new SetupError(field, 'must be an object');
    if (fields !== undefined) {
      const unknown = Object.keys(v).find((k) => !fields.includes(k));
      if (unknown !== undefined) throw new SetupError(`${field}.${unknown}`, `is not a field here (the fields are ${fields.join(', ')})`);
    }
    return v;
  };
  const list = (v: unknown, field: string): unknown[] => {
    if (v === undefined) return [];
    if (!Array.isArray(v)) throw new SetupError(field, 'must be a list');
    return v;
  };

  record(start, 'start', START_FIELDS);
  // A game from decks is set up as turn 0 in the mulligan step (103.5); that normal form reads back as it stands.
  const mulliganStep = start['step'] === 'mulligan';
  const turn = wholeNumber(start['turn'], 'start.turn', mulliganStep ? 0 : 1, mulliganStep ? 0 : 1);
  if (mulliganStep && turn !== 0) throw new SetupError('start.turn', `the mulligan step comes before turn 1 (103.5): turn must be 0, got ${turn}`);
  const activePlayer = start['activePlayer'] ?? players[0];
  if (typeof activePlayer !== 'string' || !isPlayer(activePlayer)) throw new SetupError('start.activePlayer', `${show(activePlayer)} is not a player`);
  const step = start['step'] ?? 'precombatMain';
  if (!mulliganStep && !(STEPS as readonly unknown[]).includes(step)) throw new SetupError('start.step', `unknown step ${show(step)}`);

  const life: Record<PlayerName, number> = {};
  for (const p of players) life[p] = 20;
  for (const [p, n] of Object.entries(record(start['life'], 'start.life'))) {
    if (!isPlayer(p)) throw new SetupError(`start.life.${p}`, `"${p}" is not a player`);
    life[p] = wholeNumber(n, `start.life.${p}`, Number.MIN_SAFE_INTEGER, 20);
  }

  const battlefield: SetupPermanent[] = list(start['battlefield'], 'start.battlefield').map((entry, i) => {
    const field = `start.battlefield[${i}]`;
    if (!isObject(entry)) throw new SetupError(field, 'must be an object');
    const b = record(entry, field, START_PERMANENT_FIELDS);
    const id = claimId(b['id'], `${field}.id`);
    const card = checkCard(b['card'], `${field}.card`);
    const controller = b['controller'] ?? b['owner'];
    const owner = b['owner'] ?? b['controller'];
    if (typeof controller !== 'string' || !isPlayer(controller)) throw new SetupError(`${field}.controller`, `needs a controller or owner that is a player (got ${show(controller)})`);
    if (typeof owner !== 'string' || !isPlayer(owner)) throw new SetupError(`${field}.owner`, `${show(owner)} is not a player`);
    const counters: Record<string, number> = {};
    for (const [k, n] of Object.entries(record(b['counters'], `${field}.counters`))) {
      if (k === '' || k === '__proto__') throw new SetupError(`${field}.counters`, `${show(k)} is not a kind of counter`);
      const amount = wholeNumber(n, `${field}.counters.${k}`, 0, 0);
      if (amount > 0) counters[k] = amount;
    }
    const token = flag(b['token'], `${field}.token`);
    if (token && !catalog.get(card).token) throw new SetupError(`${field}.token`, `"${card}" is not a token`);
    const attachedTo = b['attachedTo'] ?? null;
    if (attachedTo !== null && typeof attachedTo !== 'string') throw new SetupError(`${field}.attachedTo`, 'must be an object id');
    return {
      id, card, controller, owner, tapped: flag(b['tapped'], `${field}.tapped`), newThisTurn: flag(b['newThisTurn'], `${field}.newThisTurn`),
      counters, attachedTo, damage: wholeNumber(b['damage'], `${field}.damage`, 0, 0), token,
    };
  });
  battlefield.forEach((b, i) => {
    if (b.attachedTo !== null && !battlefield.some((o) => o.id === b.attachedTo)) {
      throw new SetupError(`start.battlefield[${i}].attachedTo`, `no permanent "${b.attachedTo}" on the battlefield`);
    }
  });

  const cardList = (v: unknown, field: string, tokens: boolean): SetupCard[] =>
    list(v, field).map((entry, i) => {
      if (!isObject(entry)) throw new SetupError(`${field}[${i}]`, 'must be an object');
      const c = record(entry, `${field}[${i}]`, CARD_FIELDS);
      const token = flag(c['token'], `${field}[${i}].token`);
      if (token && !tokens) throw new SetupError(`${field}[${i}].token`, 'a token is never in a library');
      return { id: claimId(c['id'], `${field}[${i}].id`), card: checkCard(c['card'], `${field}[${i}].card`), token };
    });
  const zone = (name: 'hands' | 'graveyards'): Record<PlayerName, SetupCard[]> => {
    const out: Record<PlayerName, SetupCard[]> = {};
    for (const p of players) out[p] = [];
    for (const [p, cards] of Object.entries(record(start[name], `start.${name}`))) {
      if (!isPlayer(p)) throw new SetupError(`start.${name}.${p}`, `"${p}" is not a player`);
      out[p] = cardList(cards, `start.${name}.${p}`, true);
    }
    return out;
  };
  const hands = zone('hands');
  const graveyards = zone('graveyards');
  const libraries: Record<PlayerName, SetupCard[]> = {};
  for (const p of players) libraries[p] = [];
  for (const [p, lib] of Object.entries(record(start['libraries'], 'start.libraries'))) {
    if (!isPlayer(p)) throw new SetupError(`start.libraries.${p}`, `"${p}" is not a player`);
    if (typeof lib === 'number') {
      if (!Number.isSafeInteger(lib) || lib < 0 || lib > 10_000) throw new SetupError(`start.libraries.${p}`, 'must be a list or a whole number from 0 to 10000');
      libraries[p] = Array.from({ length: lib }, (_, i) => ({ id: claimId(`${p}-lib-${i + 1}`, `start.libraries.${p}`), card: 'Wastes', token: false }));
    } else {
      libraries[p] = cardList(lib, `start.libraries.${p}`, false);
    }
  }
  const decks = start['decks'];
  if (decks !== undefined) {
    for (const zone of ['hands', 'libraries'] as const) {
      if (start[zone] !== undefined) throw new SetupError(`start.${zone}`, 'give either decks or hands and libraries, not both');
    }
    for (const [field, v] of [['start.turn', start['turn']], ['start.step', start['step']]] as const) {
      if (v !== undefined) throw new SetupError(field, 'a game from decks starts with the mulligans, before turn 1 (103.5)');
    }
    const deckLists = record(decks, 'start.decks');
    for (const p of Object.keys(deckLists)) if (!isPlayer(p)) throw new SetupError(`start.decks.${p}`, `"${p}" is not a player`);
    for (const p of players) {
      // An own key only: a player named like an Object method ("toString") has no inherited deck.
      const names = list(Object.prototype.hasOwnProperty.call(deckLists, p) ? deckLists[p] : undefined, `start.decks.${p}`);
      const cards = names.map((name, i) => ({ id: claimId(`${p}-${i + 1}`, `start.decks.${p}[${i}]`), card: checkCard(name, `start.decks.${p}[${i}]`), token: false }));
      // Each player shuffles their deck (103.3) and draws a hand of seven (103.5).
      const order = shuffled(cards, seed, `${p}:deck`);
      hands[p] = order.slice(0, OPENING_HAND);
      libraries[p] = order.slice(OPENING_HAND);
    }
    return { players, seed, turn: 0, activePlayer, step: 'mulligan', life, battlefield, hands, libraries, graveyards };
  }
  return { players, seed, turn, activePlayer, step: step as Step, life, battlefield, hands, libraries, graveyards };
}

const OPENING_HAND = 7;
