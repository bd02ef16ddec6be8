import { readCreateTokens, tokenFromName, tokenName } from './token.phrase';

describe('creature tokens', () => {
  it('reads what a token is and how many, and names it', () => {
    const read = readCreateTokens('Create two 2/2 white Knight Ally creature tokens with vigilance.');
    expect(read).toEqual({ amount: 2, token: { subtypes: ['Knight', 'Ally'], power: 2, toughness: 2, colors: ['white'], artifact: false, keywords: ['vigilance'] } });
    expect(read === null ? null : tokenName(read.token)).toBe('Knight Ally Token 2/2 white with vigilance');
    expect(readCreateTokens('Create a 1/1 colorless Thopter artifact creature token with flying.')?.token).toMatchObject({ artifact: true, colors: ['colorless'], keywords: ['flying'] });
    expect(readCreateTokens('Create a Food token.')).toBeNull();
    expect(readCreateTokens('Create a 1/1 red Goblin creature token with "This creature can\'t block."')).toBeNull();
  });

  it('defines a token from its name alone, and refuses other names', () => {
    expect(tokenFromName('Thopter Token 1/1 colorless artifact with flying')).toMatchObject({
      types: ['Artifact', 'Creature'], subtypes: ['Thopter'], power: 1, toughness: 1, colors: [], token: true, abilities: [{ kind: 'keyword', text: 'Flying' }],
    });
    expect(tokenFromName('Elf Warrior Token 1/1 green and white')).toMatchObject({ colors: ['G', 'W'], subtypes: ['Elf', 'Warrior'] });
    expect(tokenFromName('Grizzly Bears')).toBeNull();
    expect(tokenFromName('Wurm Token 5/5 green with banding')).toBeNull();
  });
});
