/**
 * The command behind a decision event (contract §2): what a replay feeds back to `decide` to
 * re-derive the consequences. `null` for events that are not a player's decision.
 *
 * @example
 * commandOfDecision({ type: 'LandPlayed', data: { player: 'alice', card: 'l1', name: 'Forest' }, metadata })
 * // { do: 'play', player: 'alice', card: 'l1' }
 */
import type { GameCommand } from '../commands';
import type { GameEvent } from '../events';
import { manaAmount } from '../mana';

export function commandOfDecision(e: GameEvent): GameCommand | null {
  switch (e.type) {
    case 'AbilityActivated':
      return {
        do: 'activate', player: e.data.player, source: e.data.source, ability: e.data.ability,
        ...(e.data.targets.length > 0 ? { targets: e.data.targets } : {}),
        ...(manaAmount(e.data.paid) > 0 ? { payment: e.data.paid } : {}),
      };
    case 'SpellCast':
      return {
        do: 'cast', player: e.data.player, card: e.data.card, x: e.data.x, payment: e.data.paid,
        ...(e.data.targets.length > 0 ? { targets: e.data.targets } : {}),
      };
    case 'LandPlayed':
      return { do: 'play', player: e.data.player, card: e.data.card };
    case 'ChoiceMade':
      return { do: 'choose', player: e.data.player, choice: e.data.choice };
    case 'PriorityPassed':
      return { do: e.data.action };
    case 'PlayerConceded':
      return { do: 'concede', player: e.data.player };
    case 'ActionRejected':
      return e.data.action as GameCommand;
    default:
      return null;
  }
}
