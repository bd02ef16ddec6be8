import { given, tapFor } from '../testing/card-spec';

describe('Manabarbs', () => {
  it('puts mb/1 on the stack when a player taps a land for mana (605.5a), then deals that player 1 damage', () => {
    let game = given({ battlefield: [{ id: 'mb', card: 'Manabarbs', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'bob' }] }).after(tapFor('f2', 0, 'bob'));
    expect(game.view.stack).toMatchObject([{ id: 'mb/1', source: 'mb', controller: 'alice' }]);
    game = game.after({ do: 'resolve' });
    expect(game.view.players).toMatchObject({ alice: { life: 20 }, bob: { life: 19, manaPool: { G: 1 } } });
  });
});
