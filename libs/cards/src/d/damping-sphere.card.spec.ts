import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { dampingSphere } from './damping-sphere.card';

describe('Damping Sphere', () => {
  it('is a {2} Artifact with two static abilities', () => {
    expectDefinition(dampingSphere, {
      manaCost: '{2}', types: ['Artifact'],
      oracle: [
        'If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.',
        'Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.',
      ],
      abilities: [[1, 'static'], [2, 'static']],
    });
  });

  it('makes a land tapped for two mana produce {C}, and leaves one-mana lands alone', () => {
    const game = cardGame({ battlefield: [{ id: 'ds', card: 'Damping Sphere', controller: 'bob' }, { id: 'cot', card: 'City of Traitors', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }] });
    game.act(tapFor('cot'), tapFor('f1'));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ C: 1, G: 1 });
  });

  it('taxes each other spell a player casts this turn {1} (601.2f)', () => {
    const game = cardGame({
      battlefield: [{ id: 'ds', card: 'Damping Sphere', controller: 'bob' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }],
      hands: { alice: [{ id: 'e1', card: 'Endless One' }, { id: 'e2', card: 'Endless One' }] },
    });
    game.act(tapFor('sr'), { do: 'cast', player: 'alice', card: 'e1' }, { do: 'resolve' });
    expect(game.act({ do: 'cast', player: 'alice', card: 'e2' })).toContainEqual(expect.objectContaining({ type: 'SpellCast', data: expect.objectContaining({ costIncrease: 1, paid: { C: 1 } }) }));
  });
});
