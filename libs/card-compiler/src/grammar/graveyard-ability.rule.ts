/**
 * An activated ability that works from its card's graveyard (113.6m): "{1}{B}: Return ~ from your
 * graveyard to the battlefield tapped." — it moves its own card out of the graveyard, so it
 * functions only there.
 */
import { readCost } from './cost.phrase';
import { readEffect } from './effect.phrase';
import { isSpellCard, type LineRule } from './line-rule';

/**
 * "{4}{B}{B}, Exile ~ from your graveyard: Create two 2/2 black Zombie creature tokens. Activate
 * only as a sorcery.": paying the cost moves the card out of its graveyard, so the ability works
 * only there (113.6m); the cost's other parts are mana.
 */
export const exileFromGraveyardAbilityRule: LineRule = {
  name: 'an ability whose cost exiles this card from your graveyard',
  examples: ['{4}{B}{B}, Exile ~ from your graveyard: Create two 2/2 black Zombie creature tokens. Activate only as a sorcery.'],
  read: (line, card) => {
    if (isSpellCard(card)) return null;
    const m = /^((?:\{[^}]+\})+), Exile ~ from your graveyard: (.+?)( Activate only as a sorcery\.)?$/.exec(line.text);
    const cost = m === null ? null : readCost(m[1] ?? '');
    const phrase = m === null ? null : readEffect(m[2] ?? '');
    // The card is in exile as the ability resolves: nothing may act on "~" itself; and no targets.
    if (m === null || cost === null || phrase === null || phrase.targets !== undefined || cost.some((c) => c.kind !== 'mana') || (m[2] ?? '').includes('~')) return null;
    return {
      abilities: [
        {
          kind: 'activated', text: line.printed, cost: [...cost, { kind: 'exileSelfFromGraveyard' }], fromGraveyard: true, effect: phrase.effect,
          ...(m[3] === undefined ? {} : { sorcerySpeed: true }),
        },
      ],
    };
  },
};

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
