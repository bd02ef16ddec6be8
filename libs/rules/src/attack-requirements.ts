/**
 * Attack requirements (CR 508.1d): "[This creature] attacks each combat if able." A declaration
 * must obey as many requirements as it can without breaking a restriction: here each creature's
 * requirement stands alone, so a creature that could be added to the declaration must be in it.
 * Moving past the declare attackers step without declaring is the declaration of no attackers.
 */
import { checkAttackers } from './combat-rules';
import type { DecideContext } from './context';
import { cardOf, opponentsOf, permanentsInOrder } from './queries';
import { RuleViolation } from './rule-violation';
import type { ObjectId, Permanent, PlayerName } from './state';

function mustAttack(ctx: DecideContext, p: Permanent): boolean {
  return cardOf(ctx.catalog, p).abilities.some((a) => a.kind === 'static' && a.static.kind === 'attacksEachCombatIfAble');
}

/** Whether the declaration stays legal with `id` attacking some opponent too. */
function couldAlsoAttack(ctx: DecideContext, player: PlayerName, attackers: Readonly<Record<ObjectId, PlayerName>>, id: ObjectId): boolean {
  return opponentsOf(ctx.state, player).some((defender) => {
    try {
      checkAttackers(ctx, player, { ...attackers, [id]: defender });
      return true;
    } catch (err) {
      if (err instanceof RuleViolation) return false;
      throw err;
    }
  });
}

/** Refuses a declaration that leaves out a creature that attacks each combat if able and could (508.1d). */
export function checkAttackRequirements(ctx: DecideContext, player: PlayerName, attackers: Readonly<Record<ObjectId, PlayerName>>): void {
  for (const p of permanentsInOrder(ctx.state)) {
    if (p.controller !== player || p.id in attackers || !mustAttack(ctx, p)) continue;
    if (couldAlsoAttack(ctx, player, attackers, p.id)) {
      throw new RuleViolation('508.1d', `${p.card} (${p.id}) attacks each combat if able, and it can: declare it as an attacker`);
    }
  }
}
