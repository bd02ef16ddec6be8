import { given, tapFor } from '../testing/card-spec';

describe('Damping Sphere', () => {
  it('makes a land tapped for two mana produce {C}, and leaves one-mana lands alone', () => {
    const game = given({ battlefield: [{ id: 'ds', card: 'Damping Sphere', controller: 'bob' }, { id: 'cot', card: 'City of Traitors', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }] }).after(tapFor('cot'), tapFor('f1'));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ C: 1, G: 1 });
  });

  it('taxes each other spell a player casts this turn {1} (601.2f)', () => {
    const game = given({
      battlefield: [{ id: 'ds', card: 'Damping Sphere', controller: 'bob' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }],
      hands: { alice: [{ id: 'e1', card: 'Endless One' }, { id: 'e2', card: 'Endless One' }] },
    }).after(tapFor('sr'), { do: 'cast', player: 'alice', card: 'e1' }, { do: 'resolve' });
    game.when({ do: 'cast', player: 'alice', card: 'e2' }).thenIncludes([{ type: 'SpellCast', data: { costIncrease: 1, paid: { C: 1 } } }]);
  });
});
