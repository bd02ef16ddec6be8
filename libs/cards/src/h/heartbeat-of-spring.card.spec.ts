import { given, tapFor } from '../testing/card-spec';

describe('Heartbeat of Spring', () => {
  it('adds one more of what any player\'s land produced, at once without the stack (605.4a)', () => {
    const game = given({ battlefield: [{ id: 'hs', card: 'Heartbeat of Spring', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }] }).after(tapFor('i1', 0, 'bob'));
    expect(game.view).toMatchObject({ stack: [], players: { bob: { manaPool: { U: 2 } } } });
  });

  it('does not trigger for a nonland mana source', () => {
    const game = given({ battlefield: [{ id: 'hs', card: 'Heartbeat of Spring', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] }).after(tapFor('sr'));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ C: 2 });
  });
});
