/**
 * "Search your library for a land card, reveal it, put it into your hand", "Search your library
 * for a card, put that card into your graveyard" (CR 701.23a): the controller looks through their
 * library and may find one card of the kind, or none (701.23b); the card then goes where the
 * effect says. The shuffle that follows is an instruction of its own (701.24a).
 */
import type { Effect } from './card-definition';
import type { DecideContext } from './context';
import { isCardOfKind } from './search';
import type { CardObject } from './state';
import type { Task, TaskResult } from './task';

type SearchForTask = Extract<Task, { kind: 'effect' }> & { readonly effect: Extract<Effect, { kind: 'searchLibraryFor' }> };

export function searchLibraryFor(ctx: DecideContext, task: SearchForTask): TaskResult {
  const player = task.src.controller;
  const library: readonly CardObject[] = ctx.state.playerStates[player]?.library ?? [];
  const options = library.filter((c) => isCardOfKind(ctx.catalog, c, task.effect.find)).map((c) => c.id);
  // Only a search for cards with a stated quality may fail to find one (701.23b): "a card" must be found.
  const mustFind = task.effect.find.kind === 'anyCard';
  if (task.answer === undefined && options.length > (mustFind ? 1 : 0)) {
    return { ask: { player, kind: 'searchLibrary', options, min: mustFind ? 1 : 0, max: 1, resume: task } };
  }
  const answer: readonly unknown[] = mustFind && options.length === 1 ? options : Array.isArray(task.answer) ? task.answer : [];
  const found = library.find((c) => c.id === answer[0] && options.includes(c.id));
  if (found === undefined) return undefined;
  if (task.effect.to === 'hand') ctx.consequence('CardPutIntoHand', { player, card: found.id, name: found.card, from: 'library' }, '701.23a');
  else ctx.consequence('LibraryArranged', { player, top: [], bottom: [], graveyard: [found.id] }, '701.23a');
  return undefined;
}
