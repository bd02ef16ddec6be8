/**
 * Effects on the top of a library: scry (701.22a) and surveil (701.25a) — the player looks at the
 * top cards, chooses which go to the bottom (or the graveyard), then orders those kept on top —
 * and mill (701.17a).
 */
import type { DecideContext } from './context';
import { playerInGame } from './queries';
import type { PlayerName } from './state';
import type { Task, TaskResult } from './task';

type EffectTask = Extract<Task, { kind: 'effect' }>;
type LibraryTopTask = Extract<Task, { kind: 'libraryTop' }>;

function asList(answer: unknown): string[] {
  return Array.isArray(answer) ? answer.map(String) : [];
}

/** The ids of the top `n` cards of a player's library, top first. */
function topCards(ctx: DecideContext, player: PlayerName, n: number): string[] {
  return (ctx.state.playerStates[player]?.library ?? []).slice(0, Math.max(0, n)).map((c) => c.id);
}

/**
 * Scry or surveil `amount`: asks which of the top cards go to the bottom (scry) or the graveyard
 * (surveil), then hands the rest to `libraryTop` to be ordered. Scry 0 is no scry (701.22b).
 */
export function lookAtTheTop(ctx: DecideContext, amount: number, task: EffectTask, kind: 'scry' | 'surveil'): TaskResult {
  const player = task.src.controller;
  const looked = topCards(ctx, player, amount);
  if (looked.length === 0 || !playerInGame(ctx.state, player)) return undefined;
  if (task.answer === undefined) return { ask: { player, kind, options: looked, min: 0, max: looked.length, resume: task } };
  const chosen = asList(task.answer).filter((id) => looked.includes(id));
  const top = looked.filter((id) => !chosen.includes(id));
  return {
    next: [{
      kind: 'libraryTop', player, top, bottom: kind === 'scry' ? chosen : [], graveyard: kind === 'surveil' ? chosen : [], rule: kind === 'scry' ? '701.22a' : '701.25a',
    }],
  };
}

/** Puts the cards kept on top back in the order their player chooses, the others where they were sent. */
export function runLibraryTop(ctx: DecideContext, task: LibraryTopTask): TaskResult {
  if (task.top.length > 1 && task.answer === undefined) {
    return { ask: { player: task.player, kind: 'libraryTop', options: task.top, min: task.top.length, max: task.top.length, resume: task } };
  }
  const top = task.top.length > 1 ? asList(task.answer) : task.top;
  ctx.consequence('LibraryArranged', { player: task.player, top, bottom: task.bottom, graveyard: task.graveyard }, task.rule);
  return undefined;
}

/** Each player mills `amount` cards, or as many as their library holds (701.17b). */
export function mill(ctx: DecideContext, players: readonly PlayerName[], amount: number): void {
  for (const player of players) {
    const cards = topCards(ctx, player, amount);
    if (cards.length > 0 && playerInGame(ctx.state, player)) ctx.consequence('CardsMilled', { player, cards }, '701.17a');
  }
}

/**
 * "Look at the top N cards of your library. You may put one of those cards back on top of your
 * library. Put the rest into your graveyard.": the player chooses the cards for the graveyard, all
 * of them or all but one (608.2d); the one kept stays on top.
 */
export function lookAtTopKeepOne(ctx: DecideContext, amount: number, task: EffectTask): TaskResult {
  const player = task.src.controller;
  const looked = topCards(ctx, player, amount);
  if (looked.length === 0 || !playerInGame(ctx.state, player)) return undefined;
  if (task.answer === undefined) return { ask: { player, kind: 'surveil', options: looked, min: looked.length - 1, max: looked.length, resume: task } };
  const graveyard = asList(task.answer).filter((id) => looked.includes(id));
  const top = looked.filter((id) => !graveyard.includes(id));
  ctx.consequence('LibraryArranged', { player, top, bottom: [], graveyard }, '608.2c');
  return undefined;
}
