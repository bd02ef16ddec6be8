import { readSentence } from './effect.phrase';
import { artifactTokenFromName } from './artifact-tokens.phrase';

describe('Treasure, Food and Clue tokens (111.10)', () => {
  it('defines each predefined token by its name, with the ability the CR gives it', () => {
    expect(artifactTokenFromName('Treasure Token')).toMatchObject({ types: ['Artifact'], subtypes: ['Treasure'], colors: [], token: true, abilities: [{ kind: 'mana', produce: { kind: 'anyColor' } }] });
    expect(artifactTokenFromName('Food Token')?.abilities[0]).toMatchObject({ kind: 'activated', effect: { kind: 'gainLife', amount: 3 } });
    expect(artifactTokenFromName('Clue Token')?.abilities[0]).toMatchObject({ kind: 'activated', effect: { kind: 'drawCards', amount: 1 } });
    expect(artifactTokenFromName('Treasure')).toBeNull();
    expect(artifactTokenFromName('Blood Token')).toBeNull();
  });

  it('reads how many, and tapped; investigate is a Clue (701.16a); other predefined tokens are not read', () => {
    expect(readSentence('Create two tapped Treasure tokens.')?.effect).toEqual({ kind: 'createTokens', token: 'Treasure Token', amount: 2, tapped: true, for: 'controller' });
    expect(readSentence('Investigate.')?.effect).toEqual({ kind: 'createTokens', token: 'Clue Token', amount: 1, tapped: false, for: 'controller' });
    expect(readSentence('Create a Blood token.')).toBeNull();
  });
});
