import { attack, cardGame, cast, expectDefinition, tapFor, typesAndData } from '../testing/card-spec';
import { fog } from './fog.card';

describe('Fog', () => {
  const start = (): ReturnType<typeof cardGame> =>
    cardGame({
      battlefield: [
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }, { id: 'm1', card: 'Mountain', controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'bob' },
      ],
      hands: { alice: [{ id: 'sh', card: 'Shock' }], bob: [{ id: 'fo', card: 'Fog' }] }, libraries: { alice: 1, bob: 1 },
    });

  it('is a {G} Instant that prevents all combat damage this turn', () => {
    expectDefinition(fog, { manaCost: '{G}', types: ['Instant'], colors: ['G'], oracle: ['Prevent all combat damage that would be dealt this turn.'], abilities: [[1, 'spell']] });
  });

  it('prevents the combat damage of this turn: no damage is dealt, so no life is gained (615.1)', () => {
    const game = start();
    game.act(attack({ gb: 'bob', vn: 'bob' }), tapFor('f1', 0, 'bob'), cast('fo', [], 'bob'), { do: 'resolve' });
    expect(game.view.players['bob']?.graveyard).toEqual(['fo']);
    const events = game.actAll({ do: 'nextStep' }, { do: 'nextStep' });
    expect(typesAndData(events.filter((e) => e.type.startsWith('Damage') || e.type === 'LifeGained'))).toEqual([
      { type: 'DamagePrevented', data: { source: 'gb', target: 'bob', amount: 2 } },
      { type: 'DamagePrevented', data: { source: 'vn', target: 'bob', amount: 2 } },
    ]);
    expect(game.view.players).toMatchObject({ alice: { life: 20 }, bob: { life: 20 } });
  });

  it('does not prevent damage that is not combat damage (615.1)', () => {
    const game = start();
    game.act(tapFor('f1', 0, 'bob'), cast('fo', [], 'bob'), { do: 'resolve' }, tapFor('m1'), cast('sh', ['bob']), { do: 'resolve' });
    expect(game.view.players['bob']?.life).toBe(18);
  });

  it('ends with the turn: the next turn\'s combat damage is dealt (514.2)', () => {
    const game = start();
    game.act(tapFor('f1', 0, 'bob'), cast('fo', [], 'bob'), { do: 'resolve' }, { do: 'nextTurn' }, { do: 'nextTurn' });
    expect(game.view).toMatchObject({ turn: 3, activePlayer: 'alice' });
    game.act(attack({ gb: 'bob' }), { do: 'nextStep' }, { do: 'nextStep' });
    expect(game.view.players['bob']?.life).toBe(18);
  });
});
