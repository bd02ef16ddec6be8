/**
 * Costs that move objects or life (CR 601.2h, 602.2b): sacrificing a permanent of a kind
 * (701.21a), discarding cards (701.9a) and paying life (119.4). Whether they can be paid is
 * checked before the spell or ability is announced (118.3); they are paid right after, the payer
 * choosing which permanent or cards when there is a choice.
 */
import type { CardCatalog } from './card-catalog';
import type { CardDefinition, CostPart, PermanentKind } from './card-definition';
import type { DecideContext } from './context';
import { cardOf, isCreature, permanentsInOrder } from './queries';
import { RuleViolation } from './rule-violation';
import type { GameState, ObjectId, PlayerName } from './state';
import type { Task, TaskResult } from './task';
import { putIntoGraveyard } from './dies';

type PayablePart = Extract<CostPart, { kind: 'sacrifice' | 'discard' | 'payLife' }>;

const isPayable = (part: CostPart): part is PayablePart => part.kind === 'sacrifice' || part.kind === 'discard' || part.kind === 'payLife';

/** Whether a permanent is of a kind a cost or trigger names: a card type, or a subtype. */
export function isOfKind(state: GameState, catalog: CardCatalog, p: GameState['battlefield'][string], what: PermanentKind): boolean {
  if ('subtype' in what) return cardOf(catalog, p).subtypes.includes(what.subtype);
  return what.type === 'Creature' ? isCreature(state, catalog, p) : cardOf(catalog, p).types.includes(what.type);
}

/** The permanents a player could sacrifice for a "Sacrifice a/another <kind>" cost, in timestamp order. */
function sacrificeOptions(state: GameState, catalog: CardCatalog, player: PlayerName, source: ObjectId, part: Extract<CostPart, { kind: 'sacrifice' }>): ObjectId[] {
  return permanentsInOrder(state)
    .filter((p) => p.controller === player && !(part.another && p.id === source) && isOfKind(state, catalog, p, part.what))
    .map((p) => p.id);
}

/**
 * Refuses a spell or ability whose costs its controller can't pay in full (118.3). `handBesides`
 * is the number of cards of the hand that can't be discarded (the spell being cast).
 */
export function requirePayable(state: GameState, catalog: CardCatalog, player: PlayerName, source: ObjectId, parts: readonly CostPart[], handBesides = 0): void {
  const ps = state.playerStates[player];
  for (const part of parts) {
    if (part.kind === 'sacrifice' && sacrificeOptions(state, catalog, player, source, part).length === 0) {
      throw new RuleViolation('118.3', `${player} controls nothing to sacrifice for the cost`);
    }
    if (part.kind === 'discard' && (ps?.hand.length ?? 0) - handBesides < part.amount) {
      throw new RuleViolation('118.3', `${player} has fewer than ${part.amount} card${part.amount === 1 ? '' : 's'} in hand to discard for the cost`);
    }
    // A player can always pay 0 life (119.4b).
    if (part.kind === 'payLife' && part.amount > 0 && (ps?.life ?? 0) < part.amount) {
      throw new RuleViolation('119.4', `${player} has less than ${part.amount} life to pay`);
    }
  }
}

/** The tasks that pay the costs of these parts that move objects or life, in order. */
export function payCostTasks(player: PlayerName, source: ObjectId, parts: readonly CostPart[]): Task[] {
  return parts.filter(isPayable).map((part): Task => ({ kind: 'payCost', player, source, part }));
}

/** The additional costs a card's text adds to casting it (118.8). */
export function additionalCosts(card: CardDefinition): CostPart[] {
  return card.abilities.flatMap((a) => (a.kind === 'static' && a.static.kind === 'additionalCost' ? [a.static.cost] : []));
}

const asIds = (answer: unknown): string[] => (Array.isArray(answer) ? answer.map(String) : []);

export function runPayCost(ctx: DecideContext, task: Extract<Task, { kind: 'payCost' }>): TaskResult {
  const { player, part } = task;
  switch (part.kind) {
    case 'sacrifice': {
      const options = sacrificeOptions(ctx.state, ctx.catalog, player, task.source, part);
      // Asked only with two or more to choose from (docs/scenario-format.md).
      if (options.length > 1 && task.answer === undefined) return { ask: { player, kind: 'costSacrifice', options, min: 1, max: 1, resume: task } };
      const chosen = options.length > 1 ? asIds(task.answer)[0] : options[0];
      const p = chosen === undefined ? undefined : ctx.state.battlefield[chosen];
      if (p !== undefined) putIntoGraveyard(ctx, p, 'sacrificed to pay a cost', '701.21a');
      return undefined;
    }
    case 'discard': {
      const hand = (ctx.state.playerStates[player]?.hand ?? []).map((c) => c.id);
      const n = Math.min(part.amount, hand.length);
      if (n < hand.length && task.answer === undefined) return { ask: { player, kind: 'costDiscard', options: hand, min: n, max: n, count: n, resume: task } };
      const chosen = n < hand.length ? asIds(task.answer) : hand;
      for (const card of chosen) ctx.consequence('CardDiscarded', { player, card }, '701.9a');
      return undefined;
    }
    case 'payLife':
      // Paying life is losing that much life (119.4).
      if (part.amount > 0) ctx.consequence('LifeLost', { player, amount: part.amount, source: task.source }, '119.4');
      return undefined;
    case 'tap':
    case 'untap':
    case 'mana':
    case 'sacrificeSelf':
    case 'discardSelf':
    case 'exileSelfFromGraveyard':
      return undefined;
  }
}
