/**
 * Searching a library (CR 701.23): its owner looks through it for a card that matches, may fail to
 * find one (701.23b), reveals what they find and puts it into their hand, then shuffles (701.24a).
 */
import { printedKeywords, type CardKind, type Effect } from './card-definition';
import type { CardCatalog } from './card-catalog';
import type { DecideContext } from './context';
import { hasSubtype } from './queries';
import { shuffled } from './shuffle';
import type { CardObject } from './state';
import type { Task, TaskResult } from './task';

/** Whether a card is of the kind a search looks for; a changeling has every creature type (702.73a). */
export function isCardOfKind(catalog: CardCatalog, c: { readonly card: string }, find: CardKind): boolean {
  const card = catalog.get(c.card);
  switch (find.kind) {
    case 'basicLand':
      return card.types.includes('Land') && card.supertypes.includes('Basic');
    case 'land':
      return card.types.includes('Land');
    case 'subtype':
      return hasSubtype(catalog, c, find.subtype);
    case 'anyCard':
      return true;
    case 'cardType':
      return card.types.includes(find.type);
    case 'withKeyword':
      return printedKeywords(card).includes(find.keyword);
    case 'oneOf':
      return find.kinds.some((k) => isCardOfKind(catalog, c, k));
  }
}

type SearchTask = Extract<Task, { kind: 'effect' }> & { readonly effect: Extract<Effect, { kind: 'searchLibraryToHand' }> };

export function searchLibraryToHand(ctx: DecideContext, task: SearchTask): TaskResult {
  const player = task.src.controller;
  const library: readonly CardObject[] = ctx.state.playerStates[player]?.library ?? [];
  const options = library.filter((c) => isCardOfKind(ctx.catalog, c, task.effect.find)).map((c) => c.id);
  if (task.answer === undefined && options.length > 0) {
    return { ask: { player, kind: 'searchLibrary', options, min: 0, max: 1, resume: task } };
  }
  const answer: readonly unknown[] = Array.isArray(task.answer) ? task.answer : [];
  const found = library.find((c) => c.id === answer[0] && options.includes(c.id));
  if (found !== undefined) ctx.consequence('CardPutIntoHand', { player, card: found.id, name: found.card, from: 'library' }, '701.23a');
  const rest = (ctx.state.playerStates[player]?.library ?? []).map((c) => c.id);
  ctx.consequence('LibraryShuffled', { player, order: shuffled(rest, ctx.state.seed, `${player}:search:${ctx.state.revision}`) }, '701.24a');
  return undefined;
}
