import { perCountAttachedRule, perCountSelfRule } from './per-count.rule';

const read = (text: string, types: readonly ('Creature' | 'Enchantment')[], subtypes: readonly string[] = []): unknown =>
  [perCountSelfRule, perCountAttachedRule].map((r) => r.read({ printed: text, text }, { name: 'X', types, subtypes })).find((r) => r !== null)?.abilities[0] ?? null;

describe('+N/+M for each permanent of a kind you control (613.4c)', () => {
  it('reads the creature itself, with "basic", and the enchanted creature of an Aura', () => {
    expect(read('~ gets +1/+0 for each basic Island you control.', ['Creature'])).toMatchObject({
      static: { kind: 'getsPerPermanentYouControl', who: 'self', power: 1, toughness: 0, what: { subtype: 'Island' }, basic: true },
    });
    expect(read('Enchanted creature gets +1/+1 for each Forest you control.', ['Enchantment'], ['Aura'])).toMatchObject({
      static: { kind: 'getsPerPermanentYouControl', who: 'attached', power: 1, toughness: 1, what: { subtype: 'Forest' }, basic: false },
    });
  });

  it('reads no enchanted creature of a card that is not an Aura, and no count it cannot name', () => {
    expect(read('Enchanted creature gets +1/+1 for each Forest you control.', ['Creature'])).toBeNull();
    expect(read('~ gets +1/+1 for each card in your hand.', ['Creature'])).toBeNull();
    expect(read('~ gets +1/+1 for each other creature you control.', ['Creature'])).toBeNull();
  });
});
