import { attack, block, cardGame, cast, expectDefinition, tapFor, typesAndData } from '../testing/card-spec';
import { colossalDreadmaw } from './colossal-dreadmaw.card';

describe('Colossal Dreadmaw', () => {
  const blocked = (): ReturnType<typeof cardGame> => {
    const game = cardGame({ battlefield: [{ id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] });
    game.act(attack({ cd: 'bob' }), block({ gb: 'cd' }), { do: 'nextStep' });
    return game;
  };

  it('is a {4}{G}{G} 6/6 Creature — Dinosaur with trample', () => {
    expectDefinition(colossalDreadmaw, {
      manaCost: '{4}{G}{G}', types: ['Creature'], subtypes: ['Dinosaur'], colors: ['G'], power: 6, toughness: 6, oracle: ['Trample'], abilities: [[1, 'keyword']],
    });
    expect(cardGame({ battlefield: [{ id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }] }).view.battlefield['cd']?.keywords).toEqual(['trample']);
  });

  it('lets its controller divide its damage between its blocker and the player it attacks (702.19b)', () => {
    const game = blocked();
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'combatDamage', options: ['gb', 'bob'], attacker: 'cd' });
    const events = game.act({ do: 'choose', player: 'alice', choice: { gb: 2, bob: 4 } });
    expect(typesAndData(events.filter((e) => e.type === 'DamageDealt'))).toEqual([
      { type: 'DamageDealt', data: { source: 'cd', target: 'gb', amount: 2, combat: true } },
      { type: 'DamageDealt', data: { source: 'cd', target: 'bob', amount: 4, combat: true } },
      { type: 'DamageDealt', data: { source: 'gb', target: 'cd', amount: 2, combat: true } },
    ]);
    expect(game.view.players['bob']).toMatchObject({ life: 16, graveyard: ['gb'] });
  });

  it('must assign lethal damage to its blocker before any to the player (702.19b)', () => {
    expect(blocked().refusal({ do: 'choose', player: 'alice', choice: { gb: 1, bob: 5 } })).toBe('702.19b');
  });

  it('divides exactly its power (510.1a)', () => {
    expect(blocked().refusal({ do: 'choose', player: 'alice', choice: { gb: 2, bob: 3 } })).toBe('510.1a');
  });

  it('may assign all its damage to its blocker (702.19b)', () => {
    const game = blocked();
    game.act({ do: 'choose', player: 'alice', choice: { gb: 6 } });
    expect(game.view.players['bob']).toMatchObject({ life: 20, graveyard: ['gb'] });
  });

  it('assigns all its damage to the player when its blocker has left combat (702.19d)', () => {
    const game = cardGame({
      battlefield: [
        { id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
      ],
      hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] },
    });
    game.act(attack({ cd: 'bob' }), block({ gb: 'cd' }), tapFor('m1'), cast('lb', ['gb']), { do: 'resolve' });
    expect(game.view.players['bob']?.graveyard).toEqual(['gb']);
    game.act({ do: 'nextStep' });
    expect(game.view.pendingChoice).toBeNull();
    expect(game.view.players['bob']?.life).toBe(14);
  });

  it('counts damage already marked on its blocker toward lethal damage (702.19b)', () => {
    const game = cardGame({
      battlefield: [{ id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }, { id: 'gs', card: 'Giant Spider', controller: 'bob' }, { id: 'm1', card: 'Mountain', controller: 'alice' }],
      hands: { alice: [{ id: 'sh', card: 'Shock' }] },
    });
    game.act(attack({ cd: 'bob' }), block({ gs: 'cd' }), tapFor('m1'), cast('sh', ['gs']), { do: 'resolve' }, { do: 'nextStep' });
    expect(game.view.battlefield['gs']).toMatchObject({ damage: 2, toughness: 4 });
    game.act({ do: 'choose', player: 'alice', choice: { gs: 2, bob: 4 } });
    expect(game.view.players['bob']).toMatchObject({ life: 16, graveyard: ['gs'] });
  });

  it('must assign lethal damage to each of two blockers before any to the player (702.19b)', () => {
    const game = cardGame({
      battlefield: [{ id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'rg', card: 'Raging Goblin', controller: 'bob' }],
    });
    game.act(attack({ cd: 'bob' }), block({ gb: 'cd', rg: 'cd' }), { do: 'nextStep' });
    expect(game.view.pendingChoice).toMatchObject({ kind: 'combatDamage', options: ['gb', 'rg', 'bob'] });
    expect(game.refusal({ do: 'choose', player: 'alice', choice: { gb: 4, rg: 0, bob: 2 } })).toBe('702.19b');
    game.act({ do: 'choose', player: 'alice', choice: { gb: 2, rg: 1, bob: 3 } });
    expect(game.view.players['bob']).toMatchObject({ life: 17, graveyard: ['gb', 'rg'] });
  });
});
