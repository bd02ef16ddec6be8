import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { contamination } from './contamination.card';

describe('Contamination', () => {
  it('is a {2}{B} Enchantment with an upkeep trigger and a mana replacement', () => {
    expectDefinition(contamination, {
      manaCost: '{2}{B}', types: ['Enchantment'], colors: ['B'],
      oracle: [
        'At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature.',
        'If a land is tapped for mana, it produces {B} instead of any other type and amount.',
      ],
      abilities: [[1, 'triggered'], [2, 'static']],
    });
  });

  it('makes any player\'s land produce {B} instead (614.1a)', () => {
    const game = cardGame({ battlefield: [{ id: 'ct', card: 'Contamination', controller: 'bob' }, { id: 'cot', card: 'City of Traitors', controller: 'alice' }] });
    const events = game.act(tapFor('cot'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'ReplacementApplied', data: expect.objectContaining({ source: 'ct', before: { C: 2 }, after: { B: 1 } }) }));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ B: 1, C: 0 });
  });

  it('triggers at its controller\'s upkeep and is sacrificed without a creature', () => {
    const game = cardGame({ step: 'untap', battlefield: [{ id: 'ct', card: 'Contamination', controller: 'alice' }] });
    game.act({ do: 'nextStep' });
    expect(game.view.stack).toMatchObject([{ id: 'ct/1' }]);
    game.act({ do: 'resolve' });
    expect(game.view.battlefield['ct']).toBeUndefined();
  });
});
