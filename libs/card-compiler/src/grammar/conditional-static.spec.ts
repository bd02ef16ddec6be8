import type { CardShape } from './line-rule';
import { conditionalStaticRule } from './conditional-static.rule';
import { evasionBySubtypeRule } from './evasion.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };
const read = (text: string, card: CardShape = creature): unknown => {
  const a = conditionalStaticRule.read({ printed: text, text }, card)?.abilities[0];
  return a?.kind === 'static' ? a.static : null;
};

describe("a card's own bonus while a condition holds (611.3a)", () => {
  it('reads the condition and the bonus', () => {
    expect(read("~ has first strike as long as it's attacking.")).toEqual({ kind: 'selfGetsWhile', power: 0, toughness: 0, keywords: ['first strike'], condition: { kind: 'attacking' } });
    expect(read("As long as it's your turn, ~ gets +0/+2.")).toEqual({ kind: 'selfGetsWhile', power: 0, toughness: 2, keywords: [], condition: { kind: 'yourTurn' } });
    expect(read('As long as you control an artifact, ~ gets +1/+0 and has deathtouch.')).toEqual({ kind: 'selfGetsWhile', power: 1, toughness: 0, keywords: ['deathtouch'], condition: { kind: 'youControl', type: 'Artifact' } });
    expect(read('As long as you control a Dragon, ~ has flying.')).toMatchObject({ keywords: ['flying'], condition: { kind: 'youControl', subtype: 'Dragon' } });
    expect(read('As long as you control a Mountain, ~ has menace.')).toMatchObject({ condition: { kind: 'youControl', subtype: 'Mountain' } });
    expect(read('As long as you have 25 or more life, ~ has double strike.')).toMatchObject({ keywords: ['double strike'], condition: { kind: 'lifeAtLeast', n: 25 } });
  });

  it('counts cards of a kind in the graveyard, and reads "can\'t be blocked" while a graveyard condition holds (509.1b)', () => {
    expect(read('As long as there are two or more instant and/or sorcery cards in your graveyard, ~ gets +1/+0 and has haste.')).toEqual({
      kind: 'selfGetsWhile', power: 1, toughness: 0, keywords: ['haste'], condition: { kind: 'graveyardAtLeast', n: 2, types: ['Instant', 'Sorcery'] },
    });
    expect(read("Threshold — ~ can't be blocked as long as there are seven or more cards in your graveyard.")).toEqual({ kind: 'cantBeBlockedWhile', condition: { kind: 'graveyardAtLeast', n: 7 } });
    expect(read("~ can't be blocked as long as it's attacking.")).toBeNull();
  });

  it('reads threshold, its ability word set aside (207.2c), with the condition after or before', () => {
    expect(read('Threshold - ~ gets +2/+2 as long as seven or more cards are in your graveyard.')).toEqual({ kind: 'selfGetsWhile', power: 2, toughness: 2, keywords: [], condition: { kind: 'graveyardAtLeast', n: 7 } });
    expect(read('Threshold — As long as seven or more cards are in your graveyard, ~ gets +1/+1 and has flying.')).toEqual({ kind: 'selfGetsWhile', power: 1, toughness: 1, keywords: ['flying'], condition: { kind: 'graveyardAtLeast', n: 7 } });
    expect(read('Threshold - As long as seven or more cards are in your graveyard, ~ gets +2/+2 and can\'t block.')).toBeNull();
  });

  it('reads no other condition or bonus, and nothing on an instant', () => {
    for (const line of [
      'As long as ~ is equipped, it gets +1/+1 and has flying.', 'As long as you control a creature with power 4 or greater, ~ has trample.',
      "As long as it's your turn, ~ has hexproof and is indestructible.", 'As long as you control a Nontoken, ~ has flying.', "~ can't block as long as it's attacking.",
    ]) {
      expect({ line, read: read(line) }).toEqual({ line, read: null });
    }
    expect(read("As long as it's your turn, ~ gets +0/+2.", { name: 'X', types: ['Instant'], subtypes: [] })).toBeNull();
  });
});

describe('evasion by creature type (509.1b)', () => {
  it('reads a plural that names a creature type, and nothing else', () => {
    const read = (text: string): unknown => evasionBySubtypeRule.read({ printed: text, text }, creature)?.abilities[0] ?? null;
    expect(read("~ can't be blocked by Walls.")).toMatchObject({ kind: 'static', static: { kind: 'cantBeBlockedBySubtype', subtype: 'Wall' } });
    expect(read("~ can't be blocked by Humans.")).toMatchObject({ static: { subtype: 'Human' } });
    expect(read("~ can't be blocked by Nontokens.")).toBeNull();
  });
});
