/**
 * Random but legal starting positions (a scenario's `start`, docs/scenario-format.md) drawn from a
 * card pool: a few lands and permanents on each side (mana creatures and rocks, enchantments,
 * Sagas with lore counters, X creatures with their counters, Auras on their controller's lands,
 * now and then a token), a hand of spells and lands, a short library so that drawing from it can
 * end the game (704.5b), and life totals low enough for Manabarbs and Exocrine to matter.
 *
 * @example
 * const start = randomStart(seededRandom(7), ['alice', 'bob'], CARD_CATALOG);
 * normalizeSetup(['alice', 'bob'], 7, start, CARD_CATALOG); // never throws
 */
import type { CardCatalog, CardDefinition, GameStart, PlayerName, StartCard, StartPermanent } from '@arbiter/rules';
import type { SeededRandom } from './seeded-random';

/** The seats' names, in turn order: the first one starts (turn 1, CR 103.1). */
export const SEAT_NAMES: readonly PlayerName[] = ['alice', 'bob', 'carol', 'dave'];

/** The card pool sorted into what a starting position needs. */
export interface CardPool {
  readonly lands: readonly string[];
  /** Nonland, non-Aura cards a player can own: creatures, artifacts, enchantments, Sagas. */
  readonly permanents: readonly string[];
  readonly landAuras: readonly string[];
  readonly tokens: readonly string[];
  /** Cards in hands and libraries: lands and every nonland card that is not a token. */
  readonly cards: readonly string[];
}

export function cardPool(catalog: CardCatalog): CardPool {
  const all = catalog.names().map((name) => catalog.get(name));
  const names = (keep: (c: CardDefinition) => boolean): string[] => all.filter(keep).map((c) => c.name);
  return {
    lands: names((c) => !c.token && c.types.includes('Land')),
    permanents: names((c) => !c.token && !c.types.includes('Land') && c.enchant === null),
    landAuras: names((c) => !c.token && c.enchant === 'land'),
    tokens: names((c) => c.token),
    cards: names((c) => !c.token),
  };
}

function permanentFor(catalog: CardCatalog, rng: SeededRandom, id: string, card: string, controller: PlayerName): StartPermanent {
  const def = catalog.get(card);
  const counters: Record<string, number> = {};
  // A Saga on the battlefield has had its chapter I already (714.3a); an X creature its counters (107.3m).
  if (def.subtypes.includes('Saga')) counters['lore'] = rng.int(1, 2);
  if ((def.manaCost?.xCount ?? 0) > 0 && def.types.includes('Creature')) counters['+1/+1'] = rng.int(1, 3);
  return { id, card, controller, ...(Object.keys(counters).length > 0 ? { counters } : {}) };
}

/**
 * A starting position for `players` (2 to 4), seat 1 active in its precombat main phase of
 * turn 1. Every object id is `<player>-<zone>-<n>`, so ids never meet player names.
 */
export function randomStart(rng: SeededRandom, players: readonly PlayerName[], catalog: CardCatalog, pool: CardPool = cardPool(catalog)): GameStart {
  const battlefield: StartPermanent[] = [];
  const hands: Record<PlayerName, StartCard[]> = {};
  const libraries: Record<PlayerName, StartCard[]> = {};
  const life: Record<PlayerName, number> = {};
  for (const player of players) {
    const lands = rng.sample(pool.lands, rng.int(1, 4));
    const landIds = lands.map((card, i) => {
      const id = `${player}-land-${i + 1}`;
      battlefield.push({ id, card, controller: player });
      return id;
    });
    rng.sample(pool.permanents, rng.int(0, 3)).forEach((card, i) => {
      battlefield.push(permanentFor(catalog, rng, `${player}-perm-${i + 1}`, card, player));
    });
    if (pool.landAuras.length > 0 && rng.chance(0.3)) {
      battlefield.push({ id: `${player}-aura-1`, card: rng.pick(pool.landAuras), controller: player, attachedTo: rng.pick(landIds) });
    }
    if (pool.tokens.length > 0 && rng.chance(0.2)) {
      battlefield.push({ id: `${player}-tok-1`, card: rng.pick(pool.tokens), controller: player, token: true });
    }
    hands[player] = rng.sample(pool.cards, rng.int(2, 7)).map((card, i) => ({ id: `${player}-hand-${i + 1}`, card }));
    libraries[player] = rng.sample(pool.cards, rng.int(3, 12)).map((card, i) => ({ id: `${player}-lib-${i + 1}`, card }));
    life[player] = rng.int(6, 20);
  }
  return { turn: 1, activePlayer: players[0] ?? '', step: 'precombatMain', life, battlefield, hands, libraries };
}
