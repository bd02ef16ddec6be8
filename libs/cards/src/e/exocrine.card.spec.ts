import { given, tapFor } from '../testing/card-spec';

const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));

describe('Exocrine', () => {
  it('enters with X counters and deals X damage to each player and each other creature', () => {
    let game = given({
      battlefield: [...mountains(4), { id: 'elves', card: 'Llanowar Elves', controller: 'bob' }],
      hands: { alice: [{ id: 'ex', card: 'Exocrine' }] },
    }).after(...mountains(4).map((m) => tapFor(m.id)), { do: 'cast', player: 'alice', card: 'ex', x: 1 }, { do: 'resolve' });
    expect(game.view.stack).toMatchObject([{ id: 'ex/2' }]);
    game = game.after({ do: 'resolve' });
    expect(game.view).toMatchObject({ players: { alice: { life: 19 }, bob: { life: 19 } }, battlefield: { ex: { counters: { '+1/+1': 1 }, damage: 0 } } });
    expect(game.view.battlefield['elves']).toBeUndefined();
  });

  it('draws a card on entering with X of 5 or more (Ravenous)', () => {
    const game = given({ battlefield: mountains(8), hands: { alice: [{ id: 'ex', card: 'Exocrine' }] }, libraries: { alice: 1 } }).after(...mountains(8).map((m) => tapFor(m.id)), { do: 'cast', player: 'alice', card: 'ex', x: 5 }, { do: 'resolve' }).after({ do: 'choose', player: 'alice', choice: ['ex/2', 'ex/1'] }, { do: 'resolve' });
    expect(game.view.players['alice']?.hand).toEqual(['alice-lib-1']);
  });
});
