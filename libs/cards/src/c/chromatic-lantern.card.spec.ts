import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { chromaticLantern } from './chromatic-lantern.card';

describe('Chromatic Lantern', () => {
  it('is a {3} Artifact granting lands an any-color mana ability, with its own', () => {
    expectDefinition(chromaticLantern, {
      manaCost: '{3}', types: ['Artifact'],
      oracle: ['Lands you control have "{T}: Add one mana of any color."', '{T}: Add one mana of any color.'],
      abilities: [[1, 'static'], [2, 'mana']],
    });
  });

  it('gives its controller\'s lands a second activated ability, after the printed one', () => {
    const game = cardGame({ battlefield: [{ id: 'w1', card: 'Wastes', controller: 'alice' }, { id: 'cl', card: 'Chromatic Lantern', controller: 'alice' }, { id: 'w2', card: 'Wastes', controller: 'bob' }] });
    expect(game.refusal(tapFor('w2', 1, 'bob'))).toBe('602.1');
    expect(game.act(tapFor('w1', 1))).toContainEqual(expect.objectContaining({ type: 'AbilityActivated', data: expect.objectContaining({ ability: 1, grantedBy: 'cl' }) }));
    game.act({ do: 'choose', player: 'alice', choice: 'R' });
    expect(game.view.players['alice']?.manaPool).toMatchObject({ R: 1, C: 0 });
  });

  it('taps itself for one mana of any color', () => {
    const game = cardGame({ battlefield: [{ id: 'cl', card: 'Chromatic Lantern', controller: 'alice' }] });
    game.act(tapFor('cl'));
    expect(game.view.pendingChoice).toMatchObject({ kind: 'manaType', options: ['W', 'U', 'B', 'R', 'G'] });
  });
});
