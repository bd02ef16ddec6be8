import type { CardShape } from './line-rule';
import { keywordsWithWardRule, wardRule } from './ward.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const read = (text: string, card: CardShape = creature): unknown => wardRule.read({ printed: text, text }, card)?.abilities[0] ?? null;

describe('ward (702.21a)', () => {
  it('reads a mana cost, a life cost, or both, as the trigger and what it asks', () => {
    expect(read('Ward {2}')).toEqual({ kind: 'triggered', text: 'Ward {2}', trigger: { kind: 'selfBecomesTargetOfOpponent' }, effect: { kind: 'counterThatUnlessItsControllerPays', mana: '{2}' } });
    expect(read('Ward—Pay 7 life.')).toMatchObject({ effect: { kind: 'counterThatUnlessItsControllerPays', life: 7 } });
    expect(read('Ward—{3}, Pay 3 life.')).toMatchObject({ effect: { kind: 'counterThatUnlessItsControllerPays', mana: '{3}', life: 3 } });
  });

  it('reads no other ward cost, and no ward on an instant or sorcery', () => {
    for (const line of ['Ward—Discard a card.', 'Ward—Sacrifice a permanent.', 'Ward {X}', 'Enchanted creature has ward {2}.']) expect({ line, read: read(line) }).toEqual({ line, read: null });
    expect(read('Ward {2}', { name: 'X', types: ['Instant'], subtypes: [] })).toBeNull();
  });

  it('reads keywords with ward last on one line, and no unknown keyword', () => {
    const abilities = (text: string): unknown => keywordsWithWardRule.read({ printed: text, text }, creature)?.abilities ?? null;
    expect(abilities('Trample, ward {4}')).toEqual([
      { kind: 'keyword', text: 'Trample' },
      { kind: 'triggered', text: 'Ward {4}', trigger: { kind: 'selfBecomesTargetOfOpponent' }, effect: { kind: 'counterThatUnlessItsControllerPays', mana: '{4}' } },
    ]);
    expect(abilities('Banding, ward {2}')).toBeNull();
    expect(abilities('Flying, ward—Pay 2 life.')).toBeNull();
  });
});
