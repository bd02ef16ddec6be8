/**
 * Targets (CR 115): which objects or players a target requirement allows, now; and the check of
 * targets chosen for a spell (601.2c) or an activated ability (602.2b).
 */
import type { RuleNumber } from './citations';
import type { CardCatalog } from './card-catalog';
import type { TargetCreatureFilter, TargetSpec } from './card-definition';
import { manaValue, type ManaType } from './mana';
import { apnapOrder, hasKeyword, hasSubtype, isArtifact, isCreature, isLand, opponentsOf, permanentsInOrder, powerToughness, protectedFrom } from './queries';
import { RuleViolation } from './rule-violation';
import { describePermanentFilter, describeSpellFilter, permanentMatchesTarget, spellMatchesTarget } from './target-filter';
import type { GameState, Permanent, PlayerName } from './state';

/** Candidates for a requirement before protection is considered, in timestamp (or seat) order. */
function candidates(state: GameState, catalog: CardCatalog, spec: TargetSpec, controller: PlayerName): string[] {
  switch (spec.kind) {
    case 'any':
      // "Any target": a creature, player, planeswalker or battle (115.4); the pool has creatures and players.
      return [...permanentsInOrder(state).filter((p) => isCreature(state, catalog, p)).map((p) => p.id), ...apnapOrder(state)];
    case 'creature':
    case 'creatureOrPlaneswalker':
      return permanentsInOrder(state).filter((p) => isCreature(state, catalog, p)).map((p) => p.id);
    case 'spell':
      return state.stack.filter((o) => o.kind === 'spell').map((o) => o.id);
    case 'spellOfKind':
      return state.stack
        .filter((o) => {
          if (o.kind !== 'spell') return false;
          const types = catalog.get(o.card).types;
          if (spec.spell === 'creature') return types.includes('Creature');
          if (spec.spell === 'noncreature') return !types.includes('Creature');
          return types.includes('Instant') || types.includes('Sorcery');
        })
        .map((o) => o.id);
    case 'opponent':
      return opponentsOf(state, controller);
    case 'creatureYouControl':
      return permanentsInOrder(state).filter((p) => p.controller === controller && isCreature(state, catalog, p)).map((p) => p.id);
    case 'creatureAnOpponentControls':
      return permanentsInOrder(state).filter((p) => p.controller !== controller && isCreature(state, catalog, p)).map((p) => p.id);
    case 'player':
      return apnapOrder(state);
    case 'artifact':
    case 'enchantment':
    case 'artifactOrEnchantment':
    case 'land':
    case 'permanent':
    case 'nonlandPermanent':
      return permanentsInOrder(state).filter((p) => permanentMatches(catalog, spec.kind, p)).map((p) => p.id);
    case 'artifactYouControl':
      return permanentsInOrder(state).filter((p) => p.controller === controller && isArtifact(catalog, p)).map((p) => p.id);
    case 'creatureWith':
      return permanentsInOrder(state).filter((p) => isCreature(state, catalog, p) && creatureMatches(state, catalog, spec.filter, p)).map((p) => p.id);
    case 'creatureWithPower':
      return permanentsInOrder(state)
        .filter((p) => {
          const power = powerToughness(state, catalog, p)?.power;
          return power !== undefined && (spec.orGreater ? power >= spec.power : power <= spec.power);
        })
        .map((p) => p.id);
    case 'cardInAGraveyard':
      return apnapOrder(state).flatMap((player) => (state.playerStates[player]?.graveyard ?? []).map((c) => c.id));
    case 'cardInYourGraveyard':
      return (state.playerStates[controller]?.graveyard ?? [])
        .filter((c) => graveyardCardMatches(catalog.get(c.card).types, spec.cardType) && (spec.subtype === undefined || hasSubtype(catalog, c, spec.subtype)))
        .map((c) => c.id);
    case 'creatureCardInYourGraveyard':
      return (state.playerStates[controller]?.graveyard ?? [])
        .filter((c) => {
          const card = catalog.get(c.card);
          return card.types.includes('Creature') && (card.manaCost === null ? 0 : manaValue(card.manaCost)) <= spec.maxManaValue;
        })
        .map((c) => c.id);
    case 'permanentMatching':
      return permanentsInOrder(state).filter((p) => permanentMatchesTarget(state, catalog, spec.filter, p, controller)).map((p) => p.id);
    case 'spellMatching':
      return state.stack.filter((o) => o.kind === 'spell' && spellMatchesTarget(catalog, spec.filter, o.card)).map((o) => o.id);
    case 'upTo':
      return candidates(state, catalog, spec.of, controller);
  }
}

const NON_COLORS: Readonly<Partial<Record<TargetCreatureFilter, ManaType>>> = { nonwhite: 'W', nonblue: 'U', nonblack: 'B', nonred: 'R', nongreen: 'G' };

/** Whether a creature is what a "target ... creature" asks for (attacking: 506.4, 508.1; tapped: 110.5). */
function creatureMatches(state: GameState, catalog: CardCatalog, filter: TargetCreatureFilter, p: Permanent): boolean {
  const attacking = state.combat?.attackers[p.id] !== undefined;
  const blocking = state.combat?.blockers[p.id] !== undefined;
  switch (filter) {
    case 'attackingOrBlocking':
      return attacking || blocking;
    case 'attacking':
      return attacking;
    case 'blocking':
      return blocking;
    case 'tapped':
      return p.tapped;
    case 'untapped':
      return !p.tapped;
    case 'flying':
      return hasKeyword(state, catalog, p, 'flying');
    case 'withoutFlying':
      return !hasKeyword(state, catalog, p, 'flying');
    case 'nonartifact':
      return !isArtifact(catalog, p);
    case 'nonwhite':
    case 'nonblue':
    case 'nonblack':
    case 'nonred':
    case 'nongreen':
      return !catalog.get(p.card).colors.includes(NON_COLORS[filter] ?? 'C');
  }
}

const FILTER_WORDS: Readonly<Record<TargetCreatureFilter, string>> = {
  attackingOrBlocking: 'attacking or blocking creature', attacking: 'attacking creature', blocking: 'blocking creature', tapped: 'tapped creature', untapped: 'untapped creature',
  flying: 'creature with flying', withoutFlying: 'creature without flying', nonartifact: 'nonartifact creature',
  nonwhite: 'nonwhite creature', nonblue: 'nonblue creature', nonblack: 'nonblack creature', nonred: 'nonred creature', nongreen: 'nongreen creature',
};

export function graveyardCardMatches(types: readonly string[], cardType: 'creature' | 'instantOrSorcery' | 'any' | 'permanent'): boolean {
  if (cardType === 'creature') return types.includes('Creature');
  // A permanent card is one that could be put onto the battlefield (110.4a).
  if (cardType === 'permanent') return ['Artifact', 'Creature', 'Enchantment', 'Land'].some((t) => types.includes(t));
  if (cardType === 'instantOrSorcery') return types.includes('Instant') || types.includes('Sorcery');
  return true;
}

type PermanentKind = 'artifact' | 'enchantment' | 'artifactOrEnchantment' | 'land' | 'permanent' | 'nonlandPermanent';

function permanentMatches(catalog: CardCatalog, kind: PermanentKind, p: Permanent): boolean {
  const types = catalog.get(p.card).types;
  switch (kind) {
    case 'artifact':
      return isArtifact(catalog, p);
    case 'enchantment':
      return types.includes('Enchantment');
    case 'artifactOrEnchantment':
      return isArtifact(catalog, p) || types.includes('Enchantment');
    case 'land':
      return isLand(catalog, p);
    case 'permanent':
      return true;
    case 'nonlandPermanent':
      return !isLand(catalog, p);
  }
}

/**
 * Whether a permanent can't be targeted by a spell or ability of this source and controller:
 * protection (702.16b), shroud (702.18a), hexproof against an opponent (702.11b).
 */
function shielded(state: GameState, catalog: CardCatalog, target: string, sourceCard: string | undefined, controller: PlayerName): boolean {
  const p = state.battlefield[target];
  if (p === undefined) return false;
  if (hasKeyword(state, catalog, p, 'shroud')) return true;
  if (hasKeyword(state, catalog, p, 'hexproof') && p.controller !== controller) return true;
  return sourceCard !== undefined && protectedFrom(state, catalog, p, sourceCard);
}

/** Legal choices for a target requirement of a spell or ability from `sourceCard`, in timestamp (or seat) order. */
export function legalTargets(state: GameState, catalog: CardCatalog, spec: TargetSpec, controller: PlayerName, sourceCard?: string): string[] {
  return candidates(state, catalog, spec, controller).filter((t) => !shielded(state, catalog, t, sourceCard, controller));
}

/** How many targets the requirement takes: [min, max]. */
export function targetCount(spec: TargetSpec): [number, number] {
  if (spec.kind === 'upTo') return [0, spec.max];
  return spec.kind === 'artifactYouControl' ? [0, spec.upTo] : [1, 1];
}

/** The rule text of a requirement, for refusals. */
export function describeTarget(spec: TargetSpec): string {
  switch (spec.kind) {
    case 'any':
      return 'any target';
    case 'creature':
      return 'target creature';
    case 'spell':
      return 'target spell';
    case 'spellOfKind':
      return `target ${spec.spell === 'instantOrSorcery' ? 'instant or sorcery' : spec.spell} spell`;
    case 'opponent':
      return 'target opponent';
    case 'player':
      return 'target player';
    case 'artifact':
      return 'target artifact';
    case 'enchantment':
      return 'target enchantment';
    case 'artifactOrEnchantment':
      return 'target artifact or enchantment';
    case 'land':
      return 'target land';
    case 'permanent':
      return 'target permanent';
    case 'nonlandPermanent':
      return 'target nonland permanent';
    case 'creatureYouControl':
      return 'target creature you control';
    case 'creatureAnOpponentControls':
      return 'target creature an opponent controls';
    case 'creatureOrPlaneswalker':
      return 'target creature or planeswalker';
    case 'artifactYouControl':
      return `up to ${spec.upTo} target artifact you control`;
    case 'creatureWith':
      return `target ${FILTER_WORDS[spec.filter]}`;
    case 'creatureWithPower':
      return `target creature with power ${spec.power} or ${spec.orGreater ? 'greater' : 'less'}`;
    case 'cardInAGraveyard':
      return 'target card from a graveyard';
    case 'cardInYourGraveyard':
      return `target ${spec.subtype === undefined ? '' : `${spec.subtype} `}${spec.cardType === 'any' ? '' : spec.cardType === 'creature' ? 'creature ' : spec.cardType === 'permanent' ? 'permanent ' : 'instant or sorcery '}card from your graveyard`;
    case 'creatureCardInYourGraveyard':
      return `target creature card with mana value ${spec.maxManaValue} or less from your graveyard`;
    case 'permanentMatching':
      return describePermanentFilter(spec.filter);
    case 'spellMatching':
      return describeSpellFilter(spec.filter);
    case 'upTo':
      return `up to ${spec.max} ${describeTarget(spec.of)}`;
  }
}

/**
 * Checks the targets chosen as a spell is cast (601.2c) or an ability activated (602.2b, which
 * applies 601.2c): how many, no object twice (115.3), each legal, none protected (702.16b).
 */
export function checkTargets(
  s: GameState, catalog: CardCatalog, spec: TargetSpec | undefined, given: readonly string[], controller: PlayerName, sourceCard: string, rule: RuleNumber,
): string[] {
  if (spec === undefined) {
    if (given.length > 0) throw new RuleViolation(rule, `${sourceCard} has no targets`);
    return [];
  }
  const [min, max] = targetCount(spec);
  if (given.length < min || given.length > max) throw new RuleViolation(rule, `${sourceCard} needs ${describeTarget(spec)}; ${given.length} given`);
  if (new Set(given).size !== given.length) throw new RuleViolation('115.3', 'the same target is chosen twice');
  const possible = candidates(s, catalog, spec, controller);
  for (const t of given) {
    if (!possible.includes(t)) throw new RuleViolation(rule, `"${t}" is not a legal choice for ${describeTarget(spec)}`);
    if (shielded(s, catalog, t, sourceCard, controller)) throw new RuleViolation(shieldRule(s, catalog, t), shieldReason(s, catalog, t, sourceCard));
  }
  return [...given];
}

function shieldRule(s: GameState, catalog: CardCatalog, target: string): RuleNumber {
  const p = s.battlefield[target];
  if (p !== undefined && hasKeyword(s, catalog, p, 'shroud')) return '702.18a';
  if (p !== undefined && hasKeyword(s, catalog, p, 'hexproof')) return '702.11b';
  return '702.16b';
}

function shieldReason(s: GameState, catalog: CardCatalog, target: string, sourceCard: string): string {
  const rule = shieldRule(s, catalog, target);
  const name = `${s.battlefield[target]?.card ?? target} (${target})`;
  if (rule === '702.18a') return `${name} has shroud: it can't be the target of ${sourceCard}`;
  if (rule === '702.11b') return `${name} has hexproof: it can't be the target of ${sourceCard}, an opponent's`;
  return `${name} has protection from ${sourceCard}: it can't be targeted by it`;
}
