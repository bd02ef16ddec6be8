import type { GameCommand, StartPermanent } from '@arbiter/rules';
import { deciderSpec, type Given } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '@arbiter/cards';

const { given } = deciderSpec(CARD_CATALOG);
const mine = (id: string, card: string): StartPermanent => ({ id, card, controller: 'alice' });
const his = (id: string, card: string): StartPermanent => ({ id, card, controller: 'bob' });
const pass = (player: string): GameCommand => ({ do: 'pass', player });
const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));
const eventsOf = (g: Given, command: GameCommand): unknown => json(g.decider.decide(command, g.state));

// Ids whose timestamp order (z1 before a1) is not their name order, as a stored event's sorted JSON keys would put them.
describe('combat events follow timestamps, never the key order of a command (stored JSON has its keys sorted)', () => {
  it('taps attackers in timestamp order however the declaration lists them (508.1f)', () => {
    const g = given({ battlefield: [mine('z1', 'Grizzly Bears'), mine('a1', 'Grizzly Bears')] });
    const listed = eventsOf(g, { do: 'attack', player: 'alice', attackers: { z1: 'bob', a1: 'bob' } });
    const sorted = eventsOf(g, { do: 'attack', player: 'alice', attackers: { a1: 'bob', z1: 'bob' } });
    expect(sorted).toEqual(listed);
    const tapped = (listed as { type: string; data: { permanent?: string } }[]).filter((e) => e.type === 'PermanentTapped').map((e) => e.data.permanent);
    expect(tapped).toEqual(['z1', 'a1']);
  });

  it('deals a divided attacker\'s damage to its blockers in timestamp order, then the player (510.1c, 510.2)', () => {
    const g = given({ battlefield: [mine('dm', 'Colossal Dreadmaw'), his('z2', 'Grizzly Bears'), his('a2', 'Grizzly Bears')] }).after(
      { do: 'attack', player: 'alice', attackers: { dm: 'bob' } },
      { do: 'block', player: 'bob', blockers: { z2: 'dm', a2: 'dm' } },
      pass('alice'),
      pass('bob'),
    );
    expect(g.state.pendingChoice?.options).toEqual(['z2', 'a2', 'bob']);
    const listed = eventsOf(g, { do: 'choose', player: 'alice', choice: { z2: 2, a2: 2, bob: 2 } });
    const sorted = eventsOf(g, { do: 'choose', player: 'alice', choice: { a2: 2, bob: 2, z2: 2 } });
    expect(sorted).toEqual(listed);
    const dealt = (listed as { type: string; data: { source: string; target: string } }[]).filter((e) => e.type === 'DamageDealt' && e.data.source === 'dm');
    expect(dealt.map((e) => e.data.target)).toEqual(['z2', 'a2', 'bob']);
  });
});
