/**
 * Graveyard instructions that read the cards there as they resolve: "return an instant or
 * sorcery card from your graveyard to your hand" (no target: the controller chooses, 608.2d), and
 * "If it's a Zombie card, draw a card." about the card a spell targeted (608.2c), and a card's own
 * ability that returns it from the graveyard to the battlefield (113.6m).
 */
import type { Effect } from './card-definition';
import type { DecideContext } from './context';
import { hasSubtype } from './queries';
import { graveyardCardMatches } from './targets';
import type { Task, TaskResult } from './task';
import { cardEnters } from './card-enters';

type EffectTask<K extends Effect['kind']> = Extract<Task, { kind: 'effect' }> & { readonly effect: Extract<Effect, { kind: K }> };

export function returnCardFromGraveyardToHand(ctx: DecideContext, task: EffectTask<'returnCardFromGraveyardToHand'>): TaskResult {
  const player = task.src.controller;
  const graveyard = ctx.state.playerStates[player]?.graveyard ?? [];
  const options = graveyard.filter((c) => graveyardCardMatches(ctx.catalog.get(c.card).types, task.effect.cardType)).map((c) => c.id);
  if (options.length === 0) return undefined;
  if (task.answer === undefined && options.length > 1) return { ask: { player, kind: 'returnToHand', options, min: 1, max: 1, resume: task } };
  const chosen = options.length === 1 ? options[0] : (Array.isArray(task.answer) ? task.answer.map(String) : []).find((id) => options.includes(id));
  const card = graveyard.find((c) => c.id === chosen);
  if (card !== undefined) ctx.consequence('CardMovedFromGraveyard', { player: card.owner, card: card.id, name: card.card, to: 'hand' }, '608.2c');
  return undefined;
}

export function ifTargetCardHasSubtype(ctx: DecideContext, task: EffectTask<'ifTargetCardHasSubtype'>): TaskResult {
  const { src, effect } = task;
  const id = src.targets[0];
  // The card as it is now, in the hand or graveyard the spell left it in; a card keeps its id between zones.
  const card = ctx.state.players
    .flatMap((p) => [...(ctx.state.playerStates[p]?.hand ?? []), ...(ctx.state.playerStates[p]?.graveyard ?? [])])
    .find((c) => c.id === id);
  if (card === undefined || !hasSubtype(ctx.catalog, card, effect.subtype)) return undefined;
  return { next: [{ kind: 'effect', effect: effect.then, src }] };
}

/** "Return ~ from your graveyard to the battlefield tapped": the card whose ability this is, if it is still in its owner's graveyard. */
export function returnSourceFromGraveyardToBattlefield(ctx: DecideContext, task: EffectTask<'returnSourceFromGraveyardToBattlefield'>): TaskResult {
  const { src, effect } = task;
  const card = ctx.state.players.flatMap((p) => ctx.state.playerStates[p]?.graveyard ?? []).find((c) => c.id === src.source);
  // Only the card as it was when the ability was activated: one that left the graveyard and came back is a new object (400.7).
  if (card === undefined || (src.context.sourceVersion !== undefined && (ctx.state.zoneChanges[card.id] ?? 0) !== src.context.sourceVersion)) return undefined;
  cardEnters(ctx, card, { controller: src.controller, from: 'graveyard', tapped: effect.tapped }, '110.2a');
  return undefined;
}
