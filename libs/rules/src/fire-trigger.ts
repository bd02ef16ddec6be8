/** Recording that a triggered ability triggered (CR 603.2): it waits until a player would receive priority. */
import type { NumberedAbility, TriggeredAbility } from './card-definition';
import type { RuleNumber } from './citations';
import type { DecideContext } from './context';
import { playerInGame } from './queries';
import { interveningConditionHolds } from './intervening-if';
import type { Permanent, TriggerContext } from './state';

export function fireTrigger(ctx: DecideContext, source: Permanent, ability: NumberedAbility & TriggeredAbility, context: TriggerContext, rule: RuleNumber = '603.2'): void {
  if (!playerInGame(ctx.state, source.controller)) return;
  // An intervening "if" is checked as the event happens (603.4); "you attacked this turn" can't
  // become false again before the ability resolves, in the same turn, so that check stands.
  if (ability.ifYouAttackedThisTurn === true && ctx.state.playerStates[source.controller]?.attackedThisTurn !== true) return;
  // A graveyard's size or what its controller controls can change before it resolves: checked again then (intervening-if.ts).
  if (!interveningConditionHolds(ctx.state, ctx.catalog, ability, source.controller, source.id)) return;
  ctx.consequence(
    'AbilityTriggered',
    {
      key: ctx.nextKey(), source: source.id, card: source.card, ability: ability.number, controller: source.controller,
      reflexive: false, manaAbility: false, parentId: null, context,
    },
    rule,
  );
}
