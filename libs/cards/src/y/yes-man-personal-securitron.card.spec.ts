import { given } from '../testing/card-spec';

describe('Yes Man, Personal Securitron', () => {
  it('gives itself to the target opponent; when they gain control, its activator draws two and it gets a quest counter', () => {
    let game = given({ turn: 3, battlefield: [{ id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' }], libraries: { alice: 3 } }).after({ do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] }, { do: 'resolve' });
    expect(game.view.stack).toMatchObject([{ id: 'ym/1r', controller: 'alice' }]);
    game = game.after({ do: 'resolve' });
    expect(game.view).toMatchObject({
      battlefield: { ym: { controller: 'bob', owner: 'alice', counters: { quest: 1 } } },
      players: { alice: { hand: ['alice-lib-1', 'alice-lib-2'] } },
    });
  });

  it('can be activated only during its controller\'s turn (602.5b)', () => {
    const game = given({ activePlayer: 'bob', battlefield: [{ id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' }] });
    game.when({ do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] }).thenRejected('602.5b');
  });
});
