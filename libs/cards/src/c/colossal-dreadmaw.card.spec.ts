import type { Given } from '@arbiter/rules-testing';
import { attack, block, cast, given, tapFor } from '../testing/card-spec';

describe('Colossal Dreadmaw', () => {
  const blocked = (): Given =>
    given({ battlefield: [{ id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] }).after(attack({ cd: 'bob' }), block({ gb: 'cd' }), { do: 'nextStep' });

  it('has trample on the battlefield (the GameView lists its keywords)', () => {
    expect(given({ battlefield: [{ id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }] }).view.battlefield['cd']?.keywords).toEqual(['trample']);
  });

  it('lets its controller divide its damage between its blocker and the player it attacks (702.19b)', () => {
    const game = blocked();
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'combatDamage', options: ['gb', 'bob'], attacker: 'cd' });
    const outcome = game.when({ do: 'choose', player: 'alice', choice: { gb: 2, bob: 4 } }).thenView({ players: { bob: { life: 16, graveyard: ['gb'] } } });
    expect(outcome.events.filter((e) => e.type === 'DamageDealt').map((e) => e.data)).toEqual([
      { source: 'cd', target: 'gb', amount: 2, combat: true },
      { source: 'cd', target: 'bob', amount: 4, combat: true },
      { source: 'gb', target: 'cd', amount: 2, combat: true },
    ]);
  });

  it('must assign lethal damage to its blocker before any to the player (702.19b)', () => {
    blocked().when({ do: 'choose', player: 'alice', choice: { gb: 1, bob: 5 } }).thenRejected('702.19b');
  });

  it('divides exactly its power (510.1a)', () => {
    blocked().when({ do: 'choose', player: 'alice', choice: { gb: 2, bob: 3 } }).thenRejected('510.1a');
  });

  it('may assign all its damage to its blocker (702.19b)', () => {
    blocked().when({ do: 'choose', player: 'alice', choice: { gb: 6 } }).thenView({ players: { bob: { life: 20, graveyard: ['gb'] } } });
  });

  it('assigns all its damage to the player when its blocker has left combat (702.19d)', () => {
    let game = given({
      battlefield: [
        { id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
      ],
      hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] },
    }).after(attack({ cd: 'bob' }), block({ gb: 'cd' }), tapFor('m1'), cast('lb', ['gb']), { do: 'resolve' });
    expect(game.view.players['bob']?.graveyard).toEqual(['gb']);
    game = game.after({ do: 'nextStep' });
    expect(game.view.pendingChoice).toBeNull();
    expect(game.view.players['bob']?.life).toBe(14);
  });

  it('counts damage already marked on its blocker toward lethal damage (702.19b)', () => {
    let game = given({
      battlefield: [{ id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }, { id: 'gs', card: 'Giant Spider', controller: 'bob' }, { id: 'm1', card: 'Mountain', controller: 'alice' }],
      hands: { alice: [{ id: 'sh', card: 'Shock' }] },
    }).after(attack({ cd: 'bob' }), block({ gs: 'cd' }), tapFor('m1'), cast('sh', ['gs']), { do: 'resolve' }, { do: 'nextStep' });
    expect(game.view.battlefield['gs']).toMatchObject({ damage: 2, toughness: 4 });
    game = game.after({ do: 'choose', player: 'alice', choice: { gs: 2, bob: 4 } });
    expect(game.view.players['bob']).toMatchObject({ life: 16, graveyard: ['gs'] });
  });

  it('must assign lethal damage to each of two blockers before any to the player (702.19b)', () => {
    let game = given({
      battlefield: [{ id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'rg', card: 'Raging Goblin', controller: 'bob' }],
    }).after(attack({ cd: 'bob' }), block({ gb: 'cd', rg: 'cd' }), { do: 'nextStep' });
    expect(game.view.pendingChoice).toMatchObject({ kind: 'combatDamage', options: ['gb', 'rg', 'bob'] });
    game.when({ do: 'choose', player: 'alice', choice: { gb: 4, rg: 0, bob: 2 } }).thenRejected('702.19b');
    game = game.after({ do: 'choose', player: 'alice', choice: { gb: 2, rg: 1, bob: 3 } });
    expect(game.view.players['bob']).toMatchObject({ life: 17, graveyard: ['gb', 'rg'] });
  });
});
