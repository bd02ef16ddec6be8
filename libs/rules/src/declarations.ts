/**
 * The `attack` and `block` commands (docs/scenario-format.md): declarations of attackers (508.1) and blockers
 * (509.1). Either may first move the game on to its step, every player passing as `nextStep` does;
 * a refused declaration changes nothing, those passes included.
 */
import { checkAttackRequirements } from './attack-requirements';
import type { RuleNumber } from './citations';
import { runAgenda } from './agenda';
import type { Task } from './task';
import { DECLARATION_CHOICES } from './choice';
import { canonicalKeys, checkAttackers, checkBlockers, declarationOrder, defendersToDeclare } from './combat-rules';
import type { GameCommand } from './commands';
import type { DecideContext } from './context';
import { hasKeyword } from './queries';
import { RuleViolation } from './rule-violation';
import { passAll, requireGameUnderway, requirePlayer } from './priority';
import type { Step } from './state';
import type { AdvanceMode } from './task';

type Cmd<K extends GameCommand['do']> = Extract<GameCommand, { do: K }>;

/** Moves on, every player passing, until the step is `target`; refuses if the game can't get there untouched. */
function moveOnTo(ctx: DecideContext, target: Step, mode: AdvanceMode, rule: RuleNumber): void {
  for (let guard = 0; ctx.state.step !== target; guard++) {
    const s = ctx.state;
    if (s.stack.length > 0) throw new RuleViolation('500.2', `the step can't end while the stack is not empty (resolve first)`);
    if (s.pendingChoice !== null) throw new RuleViolation('117.1', `${s.pendingChoice.player} must first answer the pending ${s.pendingChoice.kind} choice`);
    if (guard > 4) throw new RuleViolation(rule, `the game did not reach the ${target} step`);
    passAll(ctx, 'nextStep', '500.2');
    runAgenda(ctx, [{ kind: 'advance', mode }, { kind: 'checkpoint' }]);
  }
}

/** The rest of the agenda a pending declaration was holding (what the step still had to do). */
function heldTasks(ctx: DecideContext): Task[] {
  const pending = ctx.state.pendingChoice;
  return pending !== null && DECLARATION_CHOICES.has(pending.kind) ? [...pending.continuation.tasks] : [];
}

export function attack(ctx: DecideContext, cmd: Cmd<'attack'>): Task[] {
  const s = ctx.state;
  requirePlayer(s, cmd.player);
  requireGameUnderway(s);
  if (s.activePlayer !== cmd.player) throw new RuleViolation('508.1', `only the active player (${s.activePlayer}) declares attackers`);
  const pending = s.pendingChoice;
  if (pending !== null && !(pending.kind === 'declareAttackers' && pending.player === cmd.player)) {
    throw new RuleViolation('117.1', `${pending.player} must first answer the pending ${pending.kind} choice`);
  }
  if (s.combat !== null) throw new RuleViolation('508.1', 'attackers have already been declared this combat');
  if (s.step !== 'precombatMain' && s.step !== 'beginCombat' && s.step !== 'declareAttackers') {
    throw new RuleViolation('508.1', `attackers are declared as the declare attackers step begins, not in the ${s.step} step`);
  }
  // Attackers are declared as the step begins, before anyone acts in it (508.1): once a player has
  // acted there (nextStep moved on with no attackers), only an awaited declaration remains.
  if (s.step === 'declareAttackers' && pending?.kind !== 'declareAttackers' && s.actedThisStep === true) {
    throw new RuleViolation('508.1', 'attackers are declared as the declare attackers step begins, and players have already acted in this one');
  }
  if (s.step !== 'declareAttackers') moveOnTo(ctx, 'declareAttackers', 'attack', '508.1');
  const held = heldTasks(ctx);
  checkAttackers(ctx, cmd.player, cmd.attackers);
  checkAttackRequirements(ctx, cmd.player, cmd.attackers);
  const after = ctx.state;
  ctx.decision('AttackersDeclared', { player: cmd.player, attackers: canonicalKeys(cmd.attackers) }, cmd.player, '508.1');
  for (const [id] of declarationOrder(after, cmd.attackers)) {
    const p = after.battlefield[id];
    if (p !== undefined && !hasKeyword(after, ctx.catalog, p, 'vigilance')) ctx.consequence('PermanentTapped', { permanent: id, forCost: false }, '508.1f');
  }
  return held.length > 0 ? held : [{ kind: 'checkpoint' }];
}

export function block(ctx: DecideContext, cmd: Cmd<'block'>): Task[] {
  const s = ctx.state;
  requirePlayer(s, cmd.player);
  requireGameUnderway(s);
  const pending = s.pendingChoice;
  if (pending !== null && !(pending.kind === 'declareBlockers' && pending.player === cmd.player)) {
    throw new RuleViolation(pending.kind === 'declareBlockers' ? '509.1' : '117.1', `${pending.player} must first answer the pending ${pending.kind} choice`);
  }
  if (s.combat === null || Object.keys(s.combat.attackers).length === 0) throw new RuleViolation('509.1', 'no creatures are attacking');
  if (s.step !== 'declareAttackers' && s.step !== 'declareBlockers') {
    throw new RuleViolation('509.1', `blockers are declared as the declare blockers step begins, not in the ${s.step} step`);
  }
  // Blockers are declared as the step begins, before anyone acts in it (509.1): once a player has
  // acted there, only a declaration the game is waiting for can still be made.
  if (s.step === 'declareBlockers' && pending?.kind !== 'declareBlockers' && s.actedThisStep === true) {
    throw new RuleViolation('509.1', 'blockers are declared as the declare blockers step begins, and players have already acted in this one');
  }
  if (s.step === 'declareAttackers') moveOnTo(ctx, 'declareBlockers', 'block', '509.1');
  const order = defendersToDeclare(ctx.state);
  if (!order.includes(cmd.player)) {
    throw new RuleViolation('509.1', `${cmd.player} is not a defending player who has yet to declare blockers`);
  }
  // Several defending players declare one after another in APNAP order (802.4).
  if (order[0] !== cmd.player) throw new RuleViolation('802.4', `${order[0] ?? ''} declares blockers before ${cmd.player} (APNAP order)`);
  const held = heldTasks(ctx);
  checkBlockers(ctx, cmd.player, cmd.blockers);
  ctx.decision('BlockersDeclared', { player: cmd.player, blockers: canonicalKeys(cmd.blockers) }, cmd.player, '509.1');
  // Declarations go on in APNAP order (802.4): the next defending player is asked.
  return held.length > 0 ? [{ kind: 'declarationPrompt' }, ...held] : [{ kind: 'declarationPrompt' }, { kind: 'checkpoint' }];
}
