/**
 * An activated ability that works from its card's graveyard (113.6m): "{1}{B}: Return ~ from your
 * graveyard to the battlefield tapped." — it moves its own card out of the graveyard, so it
 * functions only there.
 */
import { readCost } from './cost.phrase';
import { isSpellCard, type LineRule } from './line-rule';

export const graveyardAbilityRule: LineRule = {
  name: 'return this card from your graveyard to the battlefield',
  examples: ['{1}{B}: Return ~ from your graveyard to the battlefield tapped.', '{3}{B}: Return ~ from your graveyard to the battlefield.'],
  read: (line, card) => {
    if (isSpellCard(card)) return null;
    const m = /^([^:]+): Return ~ from your graveyard to the battlefield( tapped)?\.$/.exec(line.text);
    const cost = m === null ? null : readCost(m[1] ?? '');
    // Only mana can be paid from the graveyard: no {T}, no sacrificing the card itself.
    if (m === null || cost === null || cost.some((c) => c.kind !== 'mana')) return null;
    return {
      abilities: [{ kind: 'activated', text: line.printed, cost, fromGraveyard: true, effect: { kind: 'returnSourceFromGraveyardToBattlefield', tapped: m[2] !== undefined } }],
    };
  },
};
