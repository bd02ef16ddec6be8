import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { exocrine } from './exocrine.card';

const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));

describe('Exocrine', () => {
  it('is an {X}{2}{R} 2/2 Creature — Tyranid: Ravenous is one ability, Bio-plasmic Barrage the second', () => {
    expectDefinition(exocrine, {
      manaCost: '{X}{2}{R}', types: ['Creature'], subtypes: ['Tyranid'], colors: ['R'], power: 2, toughness: 2,
      oracle: [
        'Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)',
        'Bio-plasmic Barrage — When Exocrine enters, it deals X damage to each player and each other creature.',
      ],
      abilities: [[1, 'static'], [1, 'triggered'], [2, 'triggered']],
    });
  });

  it('enters with X counters and deals X damage to each player and each other creature', () => {
    const game = cardGame({
      battlefield: [...mountains(4), { id: 'elves', card: 'Llanowar Elves', controller: 'bob' }],
      hands: { alice: [{ id: 'ex', card: 'Exocrine' }] },
    });
    game.act(...mountains(4).map((m) => tapFor(m.id)), { do: 'cast', player: 'alice', card: 'ex', x: 1 }, { do: 'resolve' });
    expect(game.view.stack).toMatchObject([{ id: 'ex/2' }]);
    game.act({ do: 'resolve' });
    expect(game.view).toMatchObject({ players: { alice: { life: 19 }, bob: { life: 19 } }, battlefield: { ex: { counters: { '+1/+1': 1 }, damage: 0 } } });
    expect(game.view.battlefield['elves']).toBeUndefined();
  });

  it('draws a card on entering with X of 5 or more (Ravenous)', () => {
    const game = cardGame({ battlefield: mountains(8), hands: { alice: [{ id: 'ex', card: 'Exocrine' }] }, libraries: { alice: 1 } });
    game.act(...mountains(8).map((m) => tapFor(m.id)), { do: 'cast', player: 'alice', card: 'ex', x: 5 }, { do: 'resolve' });
    game.act({ do: 'choose', player: 'alice', choice: ['ex/2', 'ex/1'] }, { do: 'resolve' });
    expect(game.view.players['alice']?.hand).toEqual(['alice-lib-1']);
  });
});
