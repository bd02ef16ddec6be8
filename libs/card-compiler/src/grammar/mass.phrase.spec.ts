import { readSentence } from './effect.phrase';
import { readAllOf } from './mass.phrase';

describe('"Destroy all ..." (701.8a)', () => {
  it('reads card types, a basic land type, a color', () => {
    expect(readAllOf('creatures')).toEqual({ types: ['Creature'] });
    expect(readAllOf('artifacts, creatures, and enchantments')).toEqual({ types: ['Artifact', 'Creature', 'Enchantment'] });
    expect(readAllOf('Forests')).toEqual({ subtype: 'Forest' });
    expect(readAllOf('green creatures')).toEqual({ types: ['Creature'], color: 'G' });
    expect(readAllOf('white permanents')).toEqual({ color: 'W' });
    expect(readSentence('Destroy all artifacts and enchantments.')).toEqual({ effect: { kind: 'destroyAll', filter: { types: ['Artifact', 'Enchantment'] } } });
  });

  it('reads nothing narrower or other than it can say', () => {
    for (const words of ['creatures with toughness 4 or greater', 'tapped creatures', 'creatures you control', 'permanents', 'nonland permanents', 'Gates', 'creatures and creatures', 'multicolored permanents']) {
      expect({ words, read: readAllOf(words) }).toEqual({ words, read: null });
    }
    for (const line of ['Destroy all creatures. They can\'t be regenerated.', 'Destroy all creatures you don\'t control.']) expect({ line, read: readSentence(line) }).toEqual({ line, read: null });
  });
});
