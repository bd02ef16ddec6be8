/**
 * Statics on life (119.7): "Players can't gain life.", "Your opponents can't gain life." — of a
 * permanent, so they apply while it is on the battlefield.
 */
import { isSpellCard, type LineRule } from './line-rule';

const WHO: Readonly<Record<string, 'players' | 'opponents'>> = { Players: 'players', 'Your opponents': 'opponents' };

export const cantGainLifeRule: LineRule = {
  name: "players can't gain life",
  examples: ["Players can't gain life.", "Your opponents can't gain life."],
  read: (line, card) => {
    const m = /^(Players|Your opponents) can't gain life\.$/.exec(line.text);
    const who = m === null ? undefined : WHO[m[1] ?? ''];
    if (who === undefined || isSpellCard(card)) return null;
    return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'cantGainLife', who } }] };
  },
};
