import { combatDamageAt } from './combat-damage';

const ev = (revision: number, type: string, data: unknown = {}) => ({ revision, type, data });
const events = [
  ev(0, 'GameStarted'),
  ev(1, 'AttackersDeclared', { player: 'alice', attackers: { old: 'bob' } }),
  ev(2, 'DamageDealt', { source: 'old', target: 'bob', amount: 1, combat: true }),
  ev(3, 'TurnBegan', { turn: 4, activePlayer: 'alice' }),
  ev(4, 'AttackersDeclared', { player: 'alice', attackers: { gb: 'bob', sa: 'bob' } }),
  ev(5, 'BlockersDeclared', { player: 'bob', blockers: { gs: 'gb' } }),
  ev(6, 'DamageDealt', { source: 'lb', target: 'bob', amount: 3, combat: false }),
  ev(7, 'DamageDealt', { source: 'gb', target: 'gs', amount: 2, combat: true }),
  ev(8, 'DamageDealt', { source: 'sa', target: 'bob', amount: 4, combat: true }),
  ev(9, 'DamageDealt', { source: 'gs', target: 'gb', amount: 2, combat: true }),
];

describe('combatDamageAt', () => {
  it("lists this combat's damage up to the revision, in order, without other damage (510.2)", () => {
    expect(combatDamageAt(events, 9)).toEqual([
      { revision: 7, source: 'gb', target: 'gs', amount: 2 },
      { revision: 8, source: 'sa', target: 'bob', amount: 4 },
      { revision: 9, source: 'gs', target: 'gb', amount: 2 },
    ]);
    expect(combatDamageAt(events, 7)).toEqual([
      { revision: 7, source: 'gb', target: 'gs', amount: 2 },
    ]);
  });

  it('stops at the declaration of attackers, so an earlier combat does not show', () => {
    expect(combatDamageAt(events, 5)).toEqual([]);
    expect(combatDamageAt(events, 2)).toEqual([
      { revision: 2, source: 'old', target: 'bob', amount: 1 },
    ]);
  });

  it('is empty for a revision past the events it has, or with none', () => {
    expect(combatDamageAt([], 3)).toEqual([]);
    expect(combatDamageAt(events, 50).map((d) => d.revision)).toEqual([7, 8, 9]);
  });
});
