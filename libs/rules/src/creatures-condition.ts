/** Conditions on the creatures a player controls that triggers check: "while you control a creature with power 4 or greater". */
import type { CreaturesCondition } from './card-definition';
import type { CardCatalog } from './card-catalog';
import { isCreature, permanentsInOrder, powerToughness } from './queries';
import type { GameState, PlayerName } from './state';

/**
 * Whether the creatures a player controls now meet the condition, with their power as it is now
 * (613: continuous effects applied).
 *
 * @example
 * creaturesConditionHolds(state, catalog, 'alice', { kind: 'creaturesAtLeast', n: 3 })
 */
export function creaturesConditionHolds(state: GameState, catalog: CardCatalog, player: PlayerName, condition: CreaturesCondition): boolean {
  const creatures = permanentsInOrder(state).filter((p) => p.controller === player && isCreature(state, catalog, p));
  const powers = creatures.map((p) => powerToughness(state, catalog, p)?.power ?? 0);
  switch (condition.kind) {
    case 'creatureWithPowerAtLeast':
      return powers.some((power) => power >= condition.power);
    case 'creaturesAtLeast':
      return creatures.length >= condition.n;
    case 'totalPowerAtLeast':
      // A negative power counts as it is in the sum (107.1b).
      return powers.reduce((a, b) => a + b, 0) >= condition.power;
  }
}
