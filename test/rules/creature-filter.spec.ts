/**
 * Anthems of some of the creatures you control (613.4c, 613.1f): a creature type, attacking
 * creatures, creatures with a keyword. The filter applies at each moment to whatever matches it
 * (611.3a).
 */
import { createCatalog, defineCard, keyword, staticAbility, type CreatureFilter } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

function lord(name: string, text: string, filter: CreatureFilter, keywords: readonly string[] = [], other = true): ReturnType<typeof defineCard> {
  return defineCard({
    name, manaCost: '{2}', types: ['Creature'], subtypes: ['Elf'], power: 1, toughness: 1, oracle: text,
    abilities: [staticAbility(text, { kind: 'creaturesYouControlGet', power: 1, toughness: 1, keywords, other, filter })],
  });
}

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({ name: 'Elf Scout', manaCost: '{G}', types: ['Creature'], subtypes: ['Elf', 'Scout'], power: 1, toughness: 1, oracle: '', abilities: [] }),
  defineCard({ name: 'Sample Cub', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2, oracle: '', abilities: [] }),
  defineCard({ name: 'Sky Bird', manaCost: '{W}', types: ['Creature'], subtypes: ['Bird'], power: 1, toughness: 1, oracle: 'Flying', abilities: [keyword('Flying')] }),
  lord('Elf Lord', 'Other Elves you control get +1/+1 and have haste.', { subtype: 'Elf' }, ['haste']),
  lord('Bird Lord', 'Other creatures you control with flying get +1/+1.', { keyword: 'flying' }),
  lord('War Banner', 'Attacking creatures you control get +1/+1.', { attacking: true }, [], false),
  defineCard({
    name: 'Wing Giver', manaCost: '{2}', types: ['Enchantment'], oracle: 'Creatures you control have flying.',
    abilities: [staticAbility('Creatures you control have flying.', { kind: 'creaturesYouControlGet', power: 0, toughness: 0, keywords: ['flying'], other: false })],
  }),
]);
const { given } = deciderSpec(catalog);

describe('an anthem filtered on a creature type (205.3m)', () => {
  it('gives other creatures of that type its controller controls +1/+1 and haste, not itself, other types or the opponent’s', () => {
    expect(given({ battlefield: [
      { id: 'lord', card: 'Elf Lord', controller: 'alice' }, { id: 'e1', card: 'Elf Scout', controller: 'alice' },
      { id: 'b1', card: 'Sample Cub', controller: 'alice' }, { id: 'e2', card: 'Elf Scout', controller: 'bob' },
    ] }).view).toMatchObject({ battlefield: {
      lord: { power: 1, toughness: 1, keywords: [] }, e1: { power: 2, toughness: 2, keywords: ['haste'] },
      b1: { power: 2, toughness: 2, keywords: [] }, e2: { power: 1, toughness: 1, keywords: [] },
    } });
  });

  it('two lords each give the other +1/+1', () => {
    expect(given({ battlefield: [{ id: 'l1', card: 'Elf Lord', controller: 'alice' }, { id: 'l2', card: 'Elf Lord', controller: 'alice' }, { id: 'e1', card: 'Elf Scout', controller: 'alice' }] }).view)
      .toMatchObject({ battlefield: { l1: { power: 2, toughness: 2 }, l2: { power: 2, toughness: 2 }, e1: { power: 3, toughness: 3 } } });
  });
});

describe('an anthem filtered on a keyword', () => {
  it('gives +1/+1 to the creatures with flying only', () => {
    expect(given({ battlefield: [{ id: 'lord', card: 'Bird Lord', controller: 'alice' }, { id: 'sb', card: 'Sky Bird', controller: 'alice' }, { id: 'bc', card: 'Sample Cub', controller: 'alice' }] }).view)
      .toMatchObject({ battlefield: { sb: { power: 2, toughness: 2 }, bc: { power: 2, toughness: 2 } } });
  });

  it('counts a keyword another permanent grants (613.1f comes before 613.4c)', () => {
    expect(given({ battlefield: [{ id: 'lord', card: 'Bird Lord', controller: 'alice' }, { id: 'wg', card: 'Wing Giver', controller: 'alice' }, { id: 'bc', card: 'Sample Cub', controller: 'alice' }] }).view)
      .toMatchObject({ battlefield: { bc: { power: 3, toughness: 3, keywords: ['flying'] }, lord: { power: 1, toughness: 1 } } });
  });
});

describe('an anthem of attacking creatures (508.1k)', () => {
  it('applies from the declaration of attackers, to the attackers only', () => {
    const before = given({ battlefield: [{ id: 'wb', card: 'War Banner', controller: 'alice' }, { id: 'b1', card: 'Sample Cub', controller: 'alice' }, { id: 'b2', card: 'Sample Cub', controller: 'alice' }] });
    expect(before.view).toMatchObject({ battlefield: { b1: { power: 2, toughness: 2 }, b2: { power: 2, toughness: 2 } } });
    before
      .when({ do: 'attack', player: 'alice', attackers: { b1: 'bob' } })
      .thenIncludes([{ type: 'AttackersDeclared' }])
      .thenView({ battlefield: { b1: { power: 3, toughness: 3 }, b2: { power: 2, toughness: 2 }, wb: { power: 1, toughness: 1 } } });
  });
});
