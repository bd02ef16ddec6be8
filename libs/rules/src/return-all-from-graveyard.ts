/**
 * "Return all creature cards with mana value 2 or less from your graveyard to the battlefield",
 * "Put all creature cards from all graveyards onto the battlefield under your control": every card
 * that matches as the effect resolves enters the battlefield at once, under the controller of the
 * effect (110.2a), each owned by its owner (110.2).
 */
import type { Effect } from './card-definition';
import type { DecideContext } from './context';
import { manaValue } from './mana';
import { apnapOrder } from './queries';
import type { Task, TaskResult } from './task';
import { cardEnters } from './card-enters';

type ReturnAllTask = Extract<Task, { kind: 'effect' }> & { readonly effect: Extract<Effect, { kind: 'returnAllFromGraveyardToBattlefield' }> };

export function returnAllFromGraveyardToBattlefield(ctx: DecideContext, task: ReturnAllTask): TaskResult {
  const { src, effect } = task;
  const players = effect.graveyards === 'yours' ? [src.controller] : apnapOrder(ctx.state);
  const cards = players.flatMap((player) =>
    (ctx.state.playerStates[player]?.graveyard ?? []).filter((c) => {
      const card = ctx.catalog.get(c.card);
      const mv = card.manaCost === null ? 0 : manaValue(card.manaCost);
      return effect.types.some((t) => card.types.includes(t)) && (effect.maxManaValue === undefined || mv <= effect.maxManaValue);
    }),
  );
  for (const card of cards) {
    cardEnters(ctx, card, { controller: src.controller, from: 'graveyard' }, '110.2a');
  }
  return undefined;
}
