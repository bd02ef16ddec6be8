import { readSentence } from './effect.phrase';
import { COUNTED_RULES, countedKind } from './counted.phrase';
import { manaAbilityRule } from './mana-ability.rule';

describe('amounts counted as the effect resolves (608.2h)', () => {
  it.each(COUNTED_RULES.flatMap((r) => r.examples))('reads "%s"', (sentence) => {
    expect(readSentence(sentence)).not.toBeNull();
  });

  it('reads card types, land types and creature types, singular and plural', () => {
    expect(countedKind('Goblins')).toEqual({ subtype: 'Goblin' });
    expect(countedKind('Elf')).toEqual({ subtype: 'Elf' });
    expect(countedKind('Gate')).toEqual({ subtype: 'Gate' });
    expect(countedKind('lands')).toEqual({ type: 'Land' });
    expect(countedKind('permanents')).toBeNull();
    expect(countedKind('Nontoken')).toBeNull();
  });

  it('counts Goblins for Krenko\'s tokens, and each Gate twice for the life', () => {
    expect(readSentence('Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.')).toEqual({
      effect: { kind: 'createTokens', token: 'Goblin Token 1/1 red', amount: { kind: 'count', of: { what: { subtype: 'Goblin' }, youControl: true, attacking: false, other: false } }, tapped: false, for: 'controller' },
    });
    expect(readSentence('You gain 2 life for each Gate you control.')).toEqual({
      effect: { kind: 'gainLife', amount: { kind: 'count', of: { what: { subtype: 'Gate' }, youControl: true, attacking: false, other: false }, each: 2 }, who: 'controller' },
    });
    expect(readSentence('For each land you control, create a colorless Treasure artifact token with "{T}, Sacrifice ~: Add one mana of any color."')).toEqual({
      effect: { kind: 'createTokens', token: 'Treasure Token', amount: { kind: 'count', of: { what: { type: 'Land' }, youControl: true, attacking: false, other: false } }, tapped: false, for: 'controller' },
    });
  });

  it('reads no count of what it cannot name, and no count another player controls', () => {
    for (const s of ['You gain 1 life for each creature your opponents control.', 'Create X 1/1 red Goblin creature tokens, where X is the number of cards in your hand.', 'For each opponent, create a Treasure token.']) {
      expect({ s, read: readSentence(s) }).toEqual({ s, read: null });
    }
  });
});

describe('mana abilities that make more than one mana (106.1)', () => {
  const produce = (text: string): unknown => {
    const a = manaAbilityRule.read({ printed: text, text }, { name: 'X', types: ['Artifact'], subtypes: [] })?.abilities[0];
    return a?.kind === 'mana' ? a.produce : null;
  };

  it('reads N mana of any one color, and one mana of a type for each permanent of a kind', () => {
    expect(produce('{T}: Add three mana of any one color.')).toEqual({ kind: 'anyOneColor', amount: 3 });
    expect(produce('{T}: Add one mana of any one color.')).toEqual({ kind: 'anyColor' });
    expect(produce('{T}: Add {G} for each Elf you control.')).toEqual({ kind: 'perPermanentYouControl', mana: 'G', what: { subtype: 'Elf' } });
  });

  it('reads no count it cannot name, and no count of two types', () => {
    expect(produce('{T}: Add {G} for each creature card in your graveyard.')).toBeNull();
    expect(produce('{T}: Add {G}{G} for each Elf you control.')).toBeNull();
  });
});
