/**
 * The command a decision event records (docs/log-format.md), to re-run it through the engine: what an
 * audited replay feeds back to `decide`. Null for events that are not commands (`GameStarted`,
 * consequences).
 *
 * @example
 * commandFromDecision({ type: 'LandPlayed', data: { player: 'alice', card: 'l1', name: 'Forest' }, metadata })
 * // { do: 'play', player: 'alice', card: 'l1' }
 */
import type { GameCommand } from './commands';
import type { GameEvent } from './events';

export function commandFromDecision(e: GameEvent): GameCommand | null {
  switch (e.type) {
    case 'AbilityActivated':
      return {
        do: 'activate', player: e.data.player, source: e.data.source, ability: e.data.ability,
        ...(e.data.modes === undefined ? {} : { modes: e.data.modes }),
        ...(e.data.targets.length > 0 ? { targets: e.data.targets } : {}),
        ...(Object.keys(e.data.paid).length > 0 ? { payment: e.data.paid } : {}),
      };
    case 'SpellCast':
      return {
        do: 'cast', player: e.data.player, card: e.data.card,
        ...(e.data.x > 0 ? { x: e.data.x } : {}),
        ...(e.data.modes === undefined ? {} : { modes: e.data.modes }),
        ...(e.data.targets.length > 0 ? { targets: e.data.targets } : {}),
        payment: e.data.paid,
        ...(e.data.convoked !== undefined ? { convoke: e.data.convoked } : {}),
        ...(e.data.kicked === true ? { kicked: true } : {}),
        ...(e.data.additionalCost === undefined ? {} : { additionalCost: e.data.additionalCost }),
        ...(e.data.withoutPayingManaCost === true ? { withoutPayingManaCost: true } : {}),
      };
    case 'LandPlayed':
      return { do: 'play', player: e.data.player, card: e.data.card };
    case 'ChoiceMade':
      return { do: 'choose', player: e.data.player, choice: e.data.choice };
    case 'PriorityPassed':
      if (e.data.action === 'pass') return { do: 'pass', player: e.data.player ?? e.data.players[0] ?? '' };
      return { do: e.data.action };
    case 'AttackersDeclared':
      return { do: 'attack', player: e.data.player, attackers: e.data.attackers };
    case 'BlockersDeclared':
      return { do: 'block', player: e.data.player, blockers: e.data.blockers };
    case 'MulliganTaken':
      return { do: 'mulligan', player: e.data.player };
    case 'HandKept':
      return { do: 'keep', player: e.data.player, ...(e.data.bottom.length > 0 ? { bottom: e.data.bottom } : {}) };
    case 'PlayerConceded':
      return { do: 'concede', player: e.data.player };
    case 'ActionRejected':
      return e.data.action as GameCommand;
    default:
      return null;
  }
}
