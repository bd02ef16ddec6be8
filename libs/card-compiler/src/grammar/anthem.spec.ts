import type { Ability } from '@arbiter/rules';
import { creatureType, creatureTypeOfPlural } from './creature-types.phrase';
import type { CardShape } from './line-rule';
import { selfStaticRule } from './static.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const read = (text: string, card: CardShape = creature): Ability | null => selfStaticRule.read({ printed: text, text }, card)?.abilities[0] ?? null;
const anthem = (text: string): unknown => {
  const a = read(text);
  return a?.kind === 'static' ? a.static : null;
};

describe('anthems of some of the creatures you control (613.4c, 611.3a)', () => {
  it('reads a creature type, singular before "creatures" or plural', () => {
    expect(anthem('Other Elves you control get +1/+1.')).toEqual({ kind: 'creaturesYouControlGet', power: 1, toughness: 1, keywords: [], other: true, filter: { subtype: 'Elf' } });
    expect(anthem('Other Goblin creatures you control get +1/+1 and have haste.')).toEqual({ kind: 'creaturesYouControlGet', power: 1, toughness: 1, keywords: ['haste'], other: true, filter: { subtype: 'Goblin' } });
    expect(anthem('Zombies you control get +1/+0.')).toEqual({ kind: 'creaturesYouControlGet', power: 1, toughness: 0, keywords: [], other: false, filter: { subtype: 'Zombie' } });
    expect(anthem('Allies you control get +1/+1.')).toMatchObject({ filter: { subtype: 'Ally' } });
    expect(anthem('Sliver creatures you control have flying.')).toMatchObject({ power: 0, toughness: 0, keywords: ['flying'], filter: { subtype: 'Sliver' } });
  });

  it('reads attacking creatures, and creatures with a keyword (which then grant no keyword)', () => {
    expect(anthem('Attacking creatures you control get +1/+0.')).toEqual({ kind: 'creaturesYouControlGet', power: 1, toughness: 0, keywords: [], other: false, filter: { attacking: true } });
    expect(anthem('Other creatures you control with flying get +1/+1.')).toEqual({ kind: 'creaturesYouControlGet', power: 1, toughness: 1, keywords: [], other: true, filter: { keyword: 'flying' } });
    expect(anthem('Creatures you control with flying get +1/+1 and have vigilance.')).toBeNull();
  });

  it('keeps the plain anthem as it was', () => {
    expect(anthem('Other creatures you control get +1/+1.')).toEqual({ kind: 'creaturesYouControlGet', power: 1, toughness: 1, keywords: [], other: true });
  });

  it('reads nothing that is not a creature type, a duration, or an anthem on an instant', () => {
    for (const line of ['Nontoken creatures you control get +1/+1.', 'Green creatures you control get +1/+1.', 'Creatures you control get +2/+0 until end of turn.', 'Other Kor creatures you control get +2/+2 for each Equipment attached to ~.', 'Creatures you control with power 2 or less get +1/+1.']) {
      expect({ line, read: read(line) }).toEqual({ line, read: null });
    }
    expect(read('Creatures you control get +1/+1.', { name: 'Example', types: ['Instant'], subtypes: [] })).toBeNull();
  });

  it('knows creature types and their plurals as rules text writes them (205.3m)', () => {
    expect(['Elves', 'Dwarves', 'Wolves', 'Allies', 'Foxes', 'Merfolk', 'Goblins', 'Faeries'].map(creatureTypeOfPlural)).toEqual(['Elf', 'Dwarf', 'Wolf', 'Ally', 'Fox', 'Merfolk', 'Goblin', 'Faerie']);
    expect(['Creatures', 'Nontokens'].map(creatureTypeOfPlural)).toEqual([null, null]);
    expect([creatureType('Elf'), creatureType('Green')]).toEqual(['Elf', null]);
  });
});
