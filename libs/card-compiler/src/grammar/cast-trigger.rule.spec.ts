import type { TriggeredAbility } from '@arbiter/rules';
import { castTriggerRule, readColors } from './cast-trigger.rule';
import type { CardShape } from './line-rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const read = (text: string): TriggeredAbility | null => {
  const ability = castTriggerRule.read({ printed: text, text }, creature)?.abilities[0];
  return ability?.kind === 'triggered' ? ability : null;
};

describe('spell-cast triggers by color or subtype (601.2i)', () => {
  it('reads lists of colors', () => {
    expect(readColors('white')).toEqual(['W']);
    expect(readColors('white or blue')).toEqual(['W', 'U']);
    expect(readColors('blue, black or red')).toEqual(['U', 'B', 'R']);
    expect(readColors('white, blue, black, or red')).toEqual(['W', 'U', 'B', 'R']);
  });

  it('reads the colors and kind of the spells a trigger watches, and who casts them', () => {
    expect(read('Whenever you cast a white spell, you gain 1 life.')?.trigger).toEqual({ kind: 'youCastSpell', spell: 'any', colors: ['W'] });
    expect(read('Whenever you cast a noncreature or Dragon spell, ~ deals 1 damage to each opponent.')).toMatchObject({
      trigger: { kind: 'youCastSpell', spell: 'noncreature', orSubtype: 'Dragon' }, effect: { kind: 'dealDamage', amount: 1, to: 'eachOpponent' },
    });
    expect(read('Whenever a player casts a black spell, ~ gets +2/+2 until end of turn.')?.trigger).toEqual({ kind: 'spellCast', caster: 'any', spell: 'any', colors: ['B'] });
    expect(read('Whenever you cast a noncreature or Nonsense spell, draw a card.')).toBeNull();
  });

  it('reads "that player" as the caster only in a trigger on an opponent\'s or a player\'s spell', () => {
    expect(read('Whenever an opponent casts a white or blue instant or sorcery spell, ~ deals 2 damage to that player.')).toMatchObject({
      trigger: { kind: 'spellCast', caster: 'opponent', spell: 'instantOrSorcery', colors: ['W', 'U'] },
      effect: { kind: 'dealDamage', amount: 2, to: 'triggeringPlayer' },
    });
    expect(read('Whenever you cast a red spell, ~ deals 2 damage to that player.')).toBeNull();
  });
});
