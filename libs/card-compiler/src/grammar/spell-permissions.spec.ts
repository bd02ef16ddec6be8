import type { CardShape } from './line-rule';
import { castAsThoughFlashRule, castWithoutPayingRule, spellsCantBeCounteredRule } from './spell-permissions.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const read = (rule: typeof castAsThoughFlashRule, text: string, card: CardShape = creature): unknown => {
  const a = rule.read({ printed: text, text }, card)?.abilities[0];
  return a?.kind === 'static' ? a.static : null;
};

describe('statics over the spells their controller casts', () => {
  it('reads "You may cast [kind] spells as though they had flash." (702.8a)', () => {
    expect(read(castAsThoughFlashRule, 'You may cast spells as though they had flash.')).toEqual({ kind: 'castSpellsAsThoughTheyHadFlash' });
    expect(read(castAsThoughFlashRule, 'You may cast creature spells as though they had flash.')).toEqual({ kind: 'castSpellsAsThoughTheyHadFlash', spells: { types: ['Creature'] } });
    expect(read(castAsThoughFlashRule, 'You may cast noncreature spells as though they had flash.')).toBeNull();
    expect(read(castAsThoughFlashRule, 'You may cast spells as though they had flash.', { name: 'X', types: ['Sorcery'], subtypes: [] })).toBeNull();
  });

  it('reads "[kind] spells you control can\'t be countered." (101.2)', () => {
    expect(read(spellsCantBeCounteredRule, "Instant and sorcery spells you control can't be countered.")).toEqual({ kind: 'spellsYouControlCantBeCountered', spells: { types: ['Instant', 'Sorcery'] } });
    expect(read(spellsCantBeCounteredRule, "Green spells you control can't be countered.")).toBeNull();
  });

  it('reads "You may cast nonland cards from your hand without paying their mana costs." (118.9)', () => {
    expect(read(castWithoutPayingRule, 'You may cast nonland cards from your hand without paying their mana costs.')).toEqual({ kind: 'mayCastFromHandWithoutPayingManaCost' });
    expect(read(castWithoutPayingRule, 'You may cast spells from your graveyard without paying their mana costs.')).toBeNull();
  });
});
