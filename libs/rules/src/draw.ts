/** Drawing cards (CR 121.1); drawing from an empty library loses at the next SBA check (704.5b). */
import type { RuleNumber } from './citations';
import type { DecideContext } from './context';
import type { PlayerName } from './state';

export function drawCards(ctx: DecideContext, player: PlayerName, n: number, rule: RuleNumber): void {
  const ps = ctx.state.playerStates[player];
  if (ps === undefined || !ps.inGame || n <= 0) return;
  const cards = ps.library.slice(0, n).map((c) => c.id);
  ctx.consequence('CardsDrawn', { player, cards, fromEmptyLibrary: cards.length < n }, rule);
}
