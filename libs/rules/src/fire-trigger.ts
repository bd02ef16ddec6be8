/** Recording that a triggered ability triggered (CR 603.2): it waits until a player would receive priority. */
import type { NumberedAbility, TriggeredAbility } from './card-definition';
import type { RuleNumber } from './citations';
import type { DecideContext } from './context';
import { playerInGame } from './queries';
import { creaturesConditionHolds } from './creatures-condition';
import type { Permanent, TriggerContext } from './state';


export function fireTrigger(ctx: DecideContext, source: Permanent, ability: NumberedAbility & TriggeredAbility, context: TriggerContext, rule: RuleNumber = '603.2'): void {
  if (!playerInGame(ctx.state, source.controller)) return;
  // An intervening "if" is checked as the event happens (603.4); "you attacked this turn" can't
  // become false again before the ability resolves, in the same turn, so that check stands.
  if (ability.ifYouAttackedThisTurn === true && ctx.state.playerStates[source.controller]?.attackedThisTurn !== true) return;
  // "if you control three or more creatures" is checked again as it resolves (resolution.ts).
  if (ability.ifYouControl !== undefined && !creaturesConditionHolds(ctx.state, ctx.catalog, source.controller, ability.ifYouControl)) return;
  ctx.consequence(
    'AbilityTriggered',
    {
      key: ctx.nextKey(), source: source.id, card: source.card, ability: ability.number, controller: source.controller,
      reflexive: false, manaAbility: false, parentId: null, context,
    },
    rule,
  );
}
