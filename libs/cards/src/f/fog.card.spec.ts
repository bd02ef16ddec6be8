import type { Given } from '@arbiter/rules-testing';
import { attack, cast, given, tapFor } from '../testing/card-spec';

describe('Fog', () => {
  const start = (): Given =>
    given({
      battlefield: [
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }, { id: 'm1', card: 'Mountain', controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'bob' },
      ],
      hands: { alice: [{ id: 'sh', card: 'Shock' }], bob: [{ id: 'fo', card: 'Fog' }] }, libraries: { alice: 1, bob: 1 },
    });

  it('prevents the combat damage of this turn: no damage is dealt, so no life is gained (615.1)', () => {
    const game = start().after(attack({ gb: 'bob', vn: 'bob' }), tapFor('f1', 0, 'bob'), cast('fo', [], 'bob'), { do: 'resolve' });
    expect(game.view.players['bob']?.graveyard).toEqual(['fo']);
    const first = game.when({ do: 'nextStep' });
    const second = first.when({ do: 'nextStep' }).thenView({ players: { alice: { life: 20 }, bob: { life: 20 } } });
    const events = [...first.events, ...second.events];
    expect(events.filter((e) => e.type.startsWith('Damage') || e.type === 'LifeGained').map((e) => ({ type: e.type, data: e.data }))).toEqual([
      { type: 'DamagePrevented', data: { source: 'gb', target: 'bob', amount: 2 } },
      { type: 'DamagePrevented', data: { source: 'vn', target: 'bob', amount: 2 } },
    ]);
  });

  it('does not prevent damage that is not combat damage (615.1)', () => {
    const game = start().after(tapFor('f1', 0, 'bob'), cast('fo', [], 'bob'), { do: 'resolve' }, tapFor('m1'), cast('sh', ['bob']), { do: 'resolve' });
    expect(game.view.players['bob']?.life).toBe(18);
  });

  it('ends with the turn: the next turn\'s combat damage is dealt (514.2)', () => {
    let game = start().after(tapFor('f1', 0, 'bob'), cast('fo', [], 'bob'), { do: 'resolve' }, { do: 'nextTurn' }, { do: 'nextTurn' });
    expect(game.view).toMatchObject({ turn: 3, activePlayer: 'alice' });
    game = game.after(attack({ gb: 'bob' }), { do: 'nextStep' }, { do: 'nextStep' });
    expect(game.view.players['bob']?.life).toBe(18);
  });
});
