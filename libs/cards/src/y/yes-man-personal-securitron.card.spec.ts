import { cardGame, expectDefinition } from '../testing/card-spec';
import { yesManPersonalSecuritron } from './yes-man-personal-securitron.card';

describe('Yes Man, Personal Securitron', () => {
  it('is a {2}{W} 2/2 Legendary Artifact Creature — Robot with an activated and a triggered ability', () => {
    expectDefinition(yesManPersonalSecuritron, {
      manaCost: '{2}{W}', types: ['Artifact', 'Creature'], supertypes: ['Legendary'], subtypes: ['Robot'], colors: ['W'], power: 2, toughness: 2,
      oracle: [
        '{T}: Target opponent gains control of Yes Man, Personal Securitron. When they do, you draw two cards and put a quest counter on Yes Man. Activate only during your turn.',
        'Wild Card — When Yes Man leaves the battlefield, its owner creates a tapped 1/1 white Soldier creature token for each quest counter on it.',
      ],
      abilities: [[1, 'activated'], [2, 'triggered']],
    });
  });

  it('gives itself to the target opponent; when they gain control, its activator draws two and it gets a quest counter', () => {
    const game = cardGame({ turn: 3, battlefield: [{ id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' }], libraries: { alice: 3 } });
    game.act({ do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] }, { do: 'resolve' });
    expect(game.view.stack).toMatchObject([{ id: 'ym/1r', controller: 'alice' }]);
    game.act({ do: 'resolve' });
    expect(game.view).toMatchObject({
      battlefield: { ym: { controller: 'bob', owner: 'alice', counters: { quest: 1 } } },
      players: { alice: { hand: ['alice-lib-1', 'alice-lib-2'] } },
    });
  });

  it('can be activated only during its controller\'s turn (602.5b)', () => {
    const game = cardGame({ activePlayer: 'bob', battlefield: [{ id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' }] });
    expect(game.refusal({ do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] })).toBe('602.5b');
  });
});
