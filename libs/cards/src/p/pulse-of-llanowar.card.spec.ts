import { given, tapFor } from '../testing/card-spec';

describe('Pulse of Llanowar', () => {
  it('lets its controller choose the color a basic land produces', () => {
    let game = given({ battlefield: [{ id: 'pl', card: 'Pulse of Llanowar', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }] }).after(tapFor('w1'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['W', 'U', 'B', 'R', 'G'] });
    game = game.after({ do: 'choose', player: 'alice', choice: 'R' });
    expect(game.view.players['alice']?.manaPool).toMatchObject({ R: 1, C: 0 });
  });

  it('leaves nonbasic lands and other players\' basic lands alone', () => {
    const game = given({ battlefield: [{ id: 'pl', card: 'Pulse of Llanowar', controller: 'alice' }, { id: 'cot', card: 'City of Traitors', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }] }).after(tapFor('cot'), tapFor('i1', 0, 'bob'));
    expect(game.view.players).toMatchObject({ alice: { manaPool: { C: 2 } }, bob: { manaPool: { U: 1 } } });
  });
});
