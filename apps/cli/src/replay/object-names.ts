/**
 * The card name of every object a board shows by id (hands, graveyards, exile, battlefield, the
 * stack and the stack's sources), read from the game state: a GameView names hand and graveyard
 * cards by id only. Libraries are left out: their order is hidden even from a board.
 *
 * @example
 * objectNames(state).get('e1'); // 'Endless One'
 */
import type { GameState } from '@arbiter/rules';

export function objectNames(state: GameState): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const player of Object.values(state.playerStates)) {
    for (const zone of [player.hand, player.graveyard, player.exile]) for (const c of zone) names.set(c.id, c.card);
  }
  for (const p of Object.values(state.battlefield)) names.set(p.id, p.card);
  for (const o of state.stack) {
    if (o.kind === 'spell') names.set(o.id, o.card);
    if (!names.has(o.source)) names.set(o.source, o.card);
  }
  return names;
}
