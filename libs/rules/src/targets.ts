/**
 * Targets (CR 115): which objects or players a target requirement allows, now.
 */
import type { CardCatalog } from './card-catalog';
import type { TargetSpec } from './card-definition';
import { manaValue } from './mana';
import { isArtifact, isCreature, opponentsOf, permanentsInOrder } from './queries';
import type { GameState, PlayerName } from './state';

/** Legal choices for a target requirement, in timestamp (or seat) order. */
export function legalTargets(state: GameState, catalog: CardCatalog, spec: TargetSpec, controller: PlayerName): string[] {
  switch (spec.kind) {
    case 'opponent':
      return opponentsOf(state, controller);
    case 'creatureOrPlaneswalker':
      return permanentsInOrder(state).filter((p) => isCreature(state, catalog, p)).map((p) => p.id);
    case 'artifactYouControl':
      return permanentsInOrder(state).filter((p) => p.controller === controller && isArtifact(catalog, p)).map((p) => p.id);
    case 'creatureCardInYourGraveyard':
      return (state.playerStates[controller]?.graveyard ?? [])
        .filter((c) => {
          const card = catalog.get(c.card);
          return card.types.includes('Creature') && (card.manaCost === null ? 0 : manaValue(card.manaCost)) <= spec.maxManaValue;
        })
        .map((c) => c.id);
  }
}

/** How many targets the requirement takes: [min, max]. */
export function targetCount(spec: TargetSpec): [number, number] {
  return spec.kind === 'artifactYouControl' ? [0, spec.upTo] : [1, 1];
}

/** The rule text of a requirement, for refusals. */
export function describeTarget(spec: TargetSpec): string {
  switch (spec.kind) {
    case 'opponent':
      return 'target opponent';
    case 'creatureOrPlaneswalker':
      return 'target creature or planeswalker';
    case 'artifactYouControl':
      return `up to ${spec.upTo} target artifact you control`;
    case 'creatureCardInYourGraveyard':
      return `target creature card with mana value ${spec.maxManaValue} or less from your graveyard`;
  }
}
