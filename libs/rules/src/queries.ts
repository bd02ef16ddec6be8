/**
 * Read-only questions about a game state: characteristics of permanents (with the effects that
 * change them), abilities (printed and granted), controllers and opponents.
 */
import type { CardCatalog } from './card-catalog';
import type {
  ActivatedAbility, CardDefinition, CreatureFilter, ManaAbility, ManaReplacement, NumberedAbility, PermanentFilter, SelfCondition, StaticAbility, TriggeredAbility,
} from './card-definition';
import { printedKeywords } from './card-definition';
import type { ManaType } from './mana';
import { CREATURE_TYPES } from './creature-types';
import type { GameState, Permanent, PlayerName } from './state';

export function cardOf(catalog: CardCatalog, p: { readonly card: string }): CardDefinition {
  return catalog.get(p.card);
}

/** Permanents in timestamp order (CR 613.7). */
/** Sorted once per battlefield: states are immutable, so a battlefield object never changes. */
const inOrder = new WeakMap<GameState['battlefield'], readonly Permanent[]>();

export function permanentsInOrder(state: GameState): Permanent[] {
  let sorted = inOrder.get(state.battlefield);
  if (sorted === undefined) {
    sorted = Object.values(state.battlefield).sort((a, b) => a.timestamp - b.timestamp);
    inOrder.set(state.battlefield, sorted);
  }
  return sorted.slice();
}

export function isCreature(state: GameState, catalog: CardCatalog, p: Permanent): boolean {
  return cardOf(catalog, p).types.includes('Creature') || state.untilEndOfTurn.some((e) => e.permanent === p.id);
}

export function isLand(catalog: CardCatalog, p: { readonly card: string }): boolean {
  return catalog.get(p.card).types.includes('Land');
}

export function isArtifact(catalog: CardCatalog, p: { readonly card: string }): boolean {
  return catalog.get(p.card).types.includes('Artifact');
}

/** Whether an object has a subtype; a changeling has every creature type, in every zone (702.73a). */
export function hasSubtype(catalog: CardCatalog, p: { readonly card: string }, subtype: string): boolean {
  const card = catalog.get(p.card);
  return card.subtypes.includes(subtype) || (CREATURE_TYPES.has(subtype) && printedKeywords(card).includes('changeling'));
}

/** Whether a permanent is one a "... all ..." effect names: of one of its types (a creature as it is now), its subtype, its color. */
export function matchesPermanentFilter(state: GameState, catalog: CardCatalog, p: Permanent, filter: PermanentFilter): boolean {
  const card = cardOf(catalog, p);
  if (filter.types !== undefined && !filter.types.some((t) => (t === 'Creature' ? isCreature(state, catalog, p) : card.types.includes(t)))) return false;
  if (filter.subtype !== undefined && !card.subtypes.includes(filter.subtype)) return false;
  if (filter.color !== undefined && !card.colors.includes(filter.color)) return false;
  return true;
}

export function isBasic(catalog: CardCatalog, p: { readonly card: string }): boolean {
  return catalog.get(p.card).supertypes.includes('Basic');
}

/** Power and toughness with layer 7b setting effects and +1/+1 counters (613.4b-c); null if not a creature. */
export function powerToughness(state: GameState, catalog: CardCatalog, p: Permanent): { power: number; toughness: number } | null {
  if (!isCreature(state, catalog, p)) return null;
  const card = cardOf(catalog, p);
  let power = card.power ?? 0;
  let toughness = card.toughness ?? 0;
  // Layer 7a: a characteristic-defining ability sets the power (604.3, 613.4a).
  for (const a of card.abilities) {
    if (a.kind !== 'static' || a.static.kind !== 'powerEqualsCardsInYourGraveyard') continue;
    const types = a.static.types;
    power = (state.playerStates[p.controller]?.graveyard ?? []).filter((c) => types.some((t) => cardOf(catalog, c).types.includes(t))).length;
  }
  for (const e of state.untilEndOfTurn) {
    if (e.permanent === p.id) {
      power = e.power;
      toughness = e.toughness;
    }
  }
  // Layer 7c: +1/+1 and -1/-1 counters (613.4c).
  const plus = (p.counters['+1/+1'] ?? 0) - (p.counters['-1/-1'] ?? 0);
  power += plus;
  toughness += plus;
  // Layer 7c: "Enchanted creature gets +N/+M" from the Auras attached to it (613.4c).
  for (const grant of attachedGrants(state, catalog, p.id)) {
    power += grant.power;
    toughness += grant.toughness;
  }
  // Layer 7c: "gets +N/+M for each <kind> you control" (613.4c).
  const perCount = perCountBonus(state, catalog, p);
  power += perCount.power;
  toughness += perCount.toughness;
  // Layer 7c: "gets +N/+N until end of turn" (613.4c).
  for (const e of state.pumps) {
    if (e.permanent === p.id) {
      power += e.power;
      toughness += e.toughness;
    }
  }
  return { power, toughness };
}

type Grant = Extract<StaticAbility, { kind: 'attachedCreatureGets' | 'creaturesYouControlGet' | 'selfGetsWhile' }>;

/**
 * What other permanents grant a creature: the Auras and Equipment attached to it ("Enchanted
 * creature gets +N/+M and has ..."), and "(Other) creatures you control get +N/+M" of its controller.
 */
function attachedGrants(state: GameState, catalog: CardCatalog, id: string, keywordFilters = true): Grant[] {
  const grants: Grant[] = [];
  const target = state.battlefield[id];
  if (target === undefined) return grants;
  for (const q of Object.values(state.battlefield)) {
    for (const a of cardOf(catalog, q).abilities) {
      if (a.kind !== 'static') continue;
      if (a.static.kind === 'attachedCreatureGets' && q.attachedTo === id) grants.push(a.static);
      if (a.static.kind === 'selfGetsWhile' && q.id === id && selfConditionHolds(state, catalog, q, a.static.condition)) grants.push(a.static);
      if (a.static.kind === 'creaturesYouControlGet' && q.controller === target.controller && !(a.static.other && q.id === id) && isCreature(state, catalog, target)) {
        const filter = a.static.filter;
        if (filter === undefined || (matchesFilter(state, catalog, target, filter) && (filter.keyword === undefined || (keywordFilters && hasKeywordBesidesFiltered(state, catalog, target, filter.keyword))))) grants.push(a.static);
      }
    }
  }
  return grants;
}

/** Whether a condition of a permanent's own static ability holds now (611.3a). */
export function selfConditionHolds(state: GameState, catalog: CardCatalog, p: Permanent, condition: SelfCondition): boolean {
  switch (condition.kind) {
    case 'attacking':
      return state.combat?.attackers[p.id] !== undefined;
    case 'yourTurn':
      return state.activePlayer === p.controller;
    case 'youControl':
      return Object.values(state.battlefield).some(
        (q) => q.controller === p.controller && (condition.type === undefined || cardOf(catalog, q).types.includes(condition.type)) && (condition.subtype === undefined || hasSubtype(catalog, q, condition.subtype)),
      );
    case 'lifeAtLeast':
      return (state.playerStates[p.controller]?.life ?? 0) >= condition.n;
    case 'graveyardAtLeast': {
      const types = condition.types;
      const cards = state.playerStates[p.controller]?.graveyard ?? [];
      return (types === undefined ? cards : cards.filter((c) => types.some((t) => cardOf(catalog, c).types.includes(t)))).length >= condition.n;
    }
  }
}

/** The parts of a creature filter that are not keywords: its creature type, whether it is attacking. */
function matchesFilter(state: GameState, catalog: CardCatalog, p: Permanent, filter: CreatureFilter): boolean {
  if (filter.subtype !== undefined && !hasSubtype(catalog, p, filter.subtype)) return false;
  if (filter.attacking === true && state.combat?.attackers[p.id] === undefined) return false;
  return true;
}

/**
 * Whether a creature has a keyword, printed or granted, leaving out the abilities filtered on a
 * keyword: they grant none (CreatureFilter), so this is the creature's full list of keywords.
 */
function hasKeywordBesidesFiltered(state: GameState, catalog: CardCatalog, p: Permanent, keyword: string): boolean {
  const granted = attachedGrants(state, catalog, p.id, false).flatMap((g) => g.keywords.map((k) => k.toLowerCase()));
  return printedKeywords(cardOf(catalog, p)).includes(keyword) || granted.includes(keyword);
}

/** A permanent's keyword abilities as they are now, printed and granted (613.1f), lowercased as the CR writes them (702). */
export function keywordsOf(state: GameState, catalog: CardCatalog, p: { readonly card: string; readonly id?: string }): string[] {
  const printed = printedKeywords(cardOf(catalog, p)).filter((k) => !k.startsWith('enchant '));
  if (p.id === undefined) return printed;
  const id = p.id;
  const granted = attachedGrants(state, catalog, id).flatMap((g) => g.keywords.map((k) => k.toLowerCase()));
  const untilEndOfTurn = (state.keywordGrants ?? []).filter((g) => g.permanent === id).flatMap((g) => g.keywords);
  return [...new Set([...printed, ...granted, ...untilEndOfTurn])];
}

/**
 * Whether a creature had first strike or double strike as the first-strike combat damage step
 * began (510.4): grants made during that step came after it began (702.7c).
 */
export function hadFirstStrikeAsFirstStrikeStepBegan(state: GameState, catalog: CardCatalog, p: Permanent): boolean {
  const before: GameState = { ...state, keywordGrants: (state.keywordGrants ?? []).filter((g) => g.step !== 'firstStrikeDamage') };
  return hasKeyword(before, catalog, p, 'first strike') || hasKeyword(before, catalog, p, 'double strike');
}

export function hasKeyword(state: GameState, catalog: CardCatalog, p: { readonly card: string }, keyword: string): boolean {
  return keywordsOf(state, catalog, p).includes(keyword);
}

const COLOR_WORDS: Readonly<Record<string, ManaType>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/**
 * Whether an object with protection (CR 702.16) is protected from a source: "protection from
 * [color]" and "protection from multicolored" are the qualities the pool has.
 */
export function protectedFrom(state: GameState, catalog: CardCatalog, p: { readonly card: string }, sourceCard: string): boolean {
  if (!catalog.has(sourceCard)) return false;
  const colors = catalog.get(sourceCard).colors;
  for (const k of keywordsOf(state, catalog, p)) {
    if (!k.startsWith('protection from ')) continue;
    const quality = k.slice('protection from '.length);
    if (quality === 'multicolored' && colors.length >= 2) return true;
    const color = COLOR_WORDS[quality];
    if (color !== undefined && colors.includes(color)) return true;
  }
  return false;
}

/** The card name of a source of damage or an effect: a permanent, a spell on the stack, or a card. */
export function sourceCardName(state: GameState, id: string): string | undefined {
  return state.battlefield[id]?.card ?? state.stack.find((o) => o.source === id || o.id === id)?.card;
}

export function playerInGame(state: GameState, name: PlayerName): boolean {
  return state.playerStates[name]?.inGame === true;
}

/** Players in the game in APNAP order, starting with the active player (CR 101.4). */
export function apnapOrder(state: GameState): PlayerName[] {
  const start = Math.max(0, state.players.indexOf(state.activePlayer));
  const order: PlayerName[] = [];
  for (let i = 0; i < state.players.length; i++) {
    const name = state.players[(start + i) % state.players.length] ?? '';
    if (playerInGame(state, name)) order.push(name);
  }
  return order;
}

export function opponentsOf(state: GameState, player: PlayerName): PlayerName[] {
  return state.players.filter((p) => p !== player && playerInGame(state, p));
}

/** An activated ability of a permanent as it is now: printed, or granted by another permanent. */
export interface ActivatedRef {
  readonly ability: ManaAbility | ActivatedAbility;
  /** Its number among its source's abilities (printed), or 0 for a granted one. */
  readonly number: number;
  readonly grantedBy: string | null;
}

/**
 * The activated abilities of a permanent: printed ones in Oracle order, then granted ones in the
 * granting effects' timestamp order (docs/scenario-format.md, `ability`).
 */
export function activatedAbilities(state: GameState, catalog: CardCatalog, p: Permanent): ActivatedRef[] {
  const printed: ActivatedRef[] = cardOf(catalog, p)
    .abilities.filter((a): a is NumberedAbility & (ManaAbility | ActivatedAbility) => a.kind === 'mana' || a.kind === 'activated')
    .map((a) => ({ ability: a, number: a.number, grantedBy: null }));
  const granted: ActivatedRef[] = [];
  if (isLand(catalog, p)) {
    for (const source of permanentsInOrder(state)) {
      if (source.controller !== p.controller) continue;
      for (const a of cardOf(catalog, source).abilities) {
        if (a.kind === 'static' && a.static.kind === 'landsYouControlHaveManaAbility') {
          granted.push({ ability: a.static.ability, number: 0, grantedBy: source.id });
        }
      }
    }
  }
  return [...printed, ...granted];
}

export function manaAbilitiesOf(state: GameState, catalog: CardCatalog, p: Permanent): ActivatedRef[] {
  return activatedAbilities(state, catalog, p).filter((r) => r.ability.kind === 'mana');
}

/** "Tapping for mana" is activating a mana ability with {T} in its cost (CR 106.12). */
export function isTapManaAbility(ability: ManaAbility | ActivatedAbility): boolean {
  return ability.kind === 'mana' && ability.cost.some((c) => c.kind === 'tap');
}

/** A mana replacement effect on the battlefield, with its source. */
export interface ActiveReplacement {
  readonly source: string;
  readonly card: string;
  readonly controller: PlayerName;
  readonly timestamp: number;
  readonly replacement: ManaReplacement;
}

export function manaReplacements(state: GameState, catalog: CardCatalog): ActiveReplacement[] {
  const out: ActiveReplacement[] = [];
  for (const p of permanentsInOrder(state)) {
    for (const a of cardOf(catalog, p).abilities) {
      if (a.kind === 'static' && a.static.kind === 'manaReplacement') {
        out.push({ source: p.id, card: p.card, controller: p.controller, timestamp: p.timestamp, replacement: a.static.replacement });
      }
    }
  }
  return out;
}

export function triggeredAbilities(card: CardDefinition): (NumberedAbility & TriggeredAbility)[] {
  return card.abilities.filter((a): a is NumberedAbility & TriggeredAbility => a.kind === 'triggered');
}

export function hasStatic(card: CardDefinition, kind: string): boolean {
  return card.abilities.some((a) => a.kind === 'static' && a.static.kind === kind);
}

/** The controller a permanent has from its default and the control effects on it (613.1b, 613.7). */
export function controllerFromEffects(state: GameState, p: Permanent, endedEffects: ReadonlySet<string> = new Set()): PlayerName {
  let controller = p.defaultController;
  const effects = state.controlEffects
    .filter((e) => e.permanent === p.id && !endedEffects.has(e.id))
    .sort((a, b) => a.timestamp - b.timestamp);
  for (const e of effects) controller = e.controller;
  return controller;
}

/**
 * "gets +N/+M for each <kind> you control" (613.4c): the creature itself ("~ gets +1/+0 for each
 * basic Island you control") or the creature an Aura or Equipment is attached to ("Enchanted
 * creature gets +1/+1 for each Forest you control"), counted again whenever it is looked at (611.3a).
 */
/** The total bonus the battlefield's "for each" statics give a creature now. */
export function perCountBonus(state: GameState, catalog: CardCatalog, p: Permanent): { power: number; toughness: number } {
  let power = 0;
  let toughness = 0;
  for (const q of Object.values(state.battlefield)) {
    for (const a of cardOf(catalog, q).abilities) {
      if (a.kind !== 'static' || a.static.kind !== 'getsPerPermanentYouControl') continue;
      const bonus = a.static;
      if (bonus.who === 'self' ? q.id !== p.id : q.attachedTo !== p.id) continue;
      const what = bonus.what;
      const n = Object.values(state.battlefield).filter(
        (r) =>
          r.controller === q.controller && (!bonus.basic || isBasic(catalog, r)) &&
          ('subtype' in what ? hasSubtype(catalog, r, what.subtype) : what.type === 'Creature' ? isCreature(state, catalog, r) : cardOf(catalog, r).types.includes(what.type)),
      ).length;
      power += bonus.power * n;
      toughness += bonus.toughness * n;
    }
  }
  return { power, toughness };
}
