/**
 * Evasion by creature type (509.1b): "~ can't be blocked by Walls.", "~ can't be blocked by
 * Humans." The plural must name a creature type (205.3m).
 */
import { creatureTypeOfPlural } from './creature-types.phrase';
import { isSpellCard, type LineRule } from './line-rule';

export const evasionBySubtypeRule: LineRule = {
  name: "can't be blocked by a creature type",
  examples: ["~ can't be blocked by Walls.", "~ can't be blocked by Humans."],
  read: (line, card) => {
    if (isSpellCard(card)) return null;
    const m = /^~ can't be blocked by (\w+)\.$/.exec(line.text);
    const subtype = m === null ? null : creatureTypeOfPlural(m[1] ?? '');
    return subtype === null ? null : { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'cantBeBlockedBySubtype', subtype } }] };
  },
};
