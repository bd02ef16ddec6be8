/**
 * Statics of permanents over their controller's spells: "You may cast spells as though they had
 * flash." (702.8a), "You may cast nonland cards from your hand without paying their mana costs."
 * (118.9) and "Instant and sorcery spells you control can't be countered." (101.2).
 */
import { spellFilter } from './cost-reduction.rule';
import { isSpellCard, type LineRule } from './line-rule';

export const castAsThoughFlashRule: LineRule = {
  name: 'cast spells as though they had flash',
  examples: ['You may cast spells as though they had flash.', 'You may cast creature spells as though they had flash.', 'You may cast sorcery spells as though they had flash.'],
  read: (line, card) => {
    const m = /^You may cast (?:(.+) )?spells as though they had flash\.$/.exec(line.text);
    if (m === null || isSpellCard(card)) return null;
    const spells = m[1] === undefined ? undefined : spellFilter(m[1]);
    if (spells === null) return null;
    return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'castSpellsAsThoughTheyHadFlash', ...(spells === undefined ? {} : { spells }) } }] };
  },
};

export const spellsCantBeCounteredRule: LineRule = {
  name: "spells you control can't be countered",
  examples: ["Instant and sorcery spells you control can't be countered.", "Creature spells you control can't be countered."],
  read: (line, card) => {
    const m = /^(.+) spells you control can't be countered\.$/.exec(line.text);
    const spells = m?.[1] === undefined ? null : spellFilter(m[1]);
    if (spells === null || isSpellCard(card)) return null;
    return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'spellsYouControlCantBeCountered', spells } }] };
  },
};

/** "You may cast nonland cards from your hand without paying their mana costs." (an alternative cost, 118.9) */
export const castWithoutPayingRule: LineRule = {
  name: 'cast without paying mana costs',
  examples: ['You may cast nonland cards from your hand without paying their mana costs.'],
  read: (line, card) =>
    line.text === 'You may cast nonland cards from your hand without paying their mana costs.' && !isSpellCard(card)
      ? { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'mayCastFromHandWithoutPayingManaCost' } }] }
      : null,
};
