/**
 * Intervening "if" clauses that can stop holding between triggering and resolving (CR 603.4):
 * "if there are seven or more cards in your graveyard", "if you control another Elf", "if you
 * control six or more lands", "if creatures you control have total power 8 or greater". The ability triggers only if the condition holds, and is removed
 * from the stack if it no longer holds as it resolves.
 */
import type { CardCatalog } from './card-catalog';
import type { CreaturesCondition, NumberedAbility, TriggeredAbility, YouControlCondition } from './card-definition';
import type { DecideContext } from './context';
import { youControlHolds } from './count';
import { creaturesConditionHolds } from './creatures-condition';
import type { GameState, PlayerName, StackObject } from './state';

interface Intervening {
  readonly ifYourGraveyardAtLeast?: number;
  readonly ifYouControl?: YouControlCondition;
  readonly ifCreaturesYouControl?: CreaturesCondition;
}

/** Whether a triggered ability's intervening condition holds now for its controller (`source`: the ability's source, left out by "another"). */
export function interveningConditionHolds(state: GameState, catalog: CardCatalog, ability: Intervening, controller: PlayerName, source: string): boolean {
  if (ability.ifYourGraveyardAtLeast !== undefined && (state.playerStates[controller]?.graveyard.length ?? 0) < ability.ifYourGraveyardAtLeast) return false;
  if (ability.ifCreaturesYouControl !== undefined && !creaturesConditionHolds(state, catalog, controller, ability.ifCreaturesYouControl)) return false;
  return ability.ifYouControl === undefined || youControlHolds(state, catalog, controller, source, ability.ifYouControl);
}

/** The printed triggered ability a stack object is, with its intervening condition; undefined for any other object. */
function printedTrigger(catalog: CardCatalog, top: StackObject): Intervening | undefined {
  if (top.kind !== 'ability' || top.reflexive || !catalog.has(top.card)) return undefined;
  return catalog.get(top.card).abilities.find((a): a is NumberedAbility & TriggeredAbility => a.number === top.abilityNumber && a.kind === 'triggered');
}

/** As a triggered ability resolves: removes it, doing nothing, if its intervening condition no longer holds (603.4). Returns whether it was removed. */
export function removedForInterveningIf(ctx: DecideContext, top: StackObject): boolean {
  const ability = printedTrigger(ctx.catalog, top);
  if (ability === undefined || interveningConditionHolds(ctx.state, ctx.catalog, ability, top.controller, top.source)) return false;
  ctx.consequence('StackObjectRemoved', { id: top.id, key: null, reason: 'its intervening "if" condition no longer holds', rule: '603.4' }, '603.4');
  return true;
}
