/**
 * Regeneration (701.19a): "Regenerate [permanent]" makes a shield that replaces its next
 * destruction this turn — by a "destroy" effect or by lethal damage — with removing its damage,
 * tapping it and removing it from combat.
 */
import { createCatalog, defineCard } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Skeletons', types: ['Creature'], power: 1, toughness: 1, oracle: '{0}: Regenerate Sample Skeletons.',
    abilities: [{ kind: 'activated', text: '{0}: Regenerate Sample Skeletons.', cost: [{ kind: 'mana', cost: '{0}' }], effect: { kind: 'regenerate', who: 'source' } }],
  }),
  defineCard({ name: 'Sample Murder', types: ['Instant'], oracle: 'Destroy target creature.', abilities: [{ kind: 'spell', text: 'Destroy target creature.', effect: { kind: 'destroyTarget' }, targets: { kind: 'creature' } }] }),
  defineCard({
    name: 'Sample Terror', types: ['Instant'], oracle: "Destroy target creature. It can't be regenerated.",
    abilities: [{ kind: 'spell', text: "Destroy target creature. It can't be regenerated.", effect: { kind: 'destroyTarget', noRegeneration: true }, targets: { kind: 'creature' } }],
  }),
  defineCard({
    name: 'Sample Regrowth', types: ['Instant'], oracle: 'Regenerate target creature.',
    abilities: [{ kind: 'spell', text: 'Regenerate target creature.', effect: { kind: 'regenerate', who: 'target' }, targets: { kind: 'creature' } }],
  }),
]);
const { given } = deciderSpec(catalog);

const start = {
  battlefield: [{ id: 'sk', card: 'Sample Skeletons', controller: 'alice' }],
  hands: { alice: [{ id: 'mu', card: 'Sample Murder' }, { id: 'rg', card: 'Sample Regrowth' }, { id: 'te', card: 'Sample Terror' }] },
  libraries: { alice: 5, bob: 5 },
};

describe('regeneration (701.19a)', () => {
  it('replaces a "destroy" effect: the creature stays, tapped', () => {
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'sk', ability: 0 }, { do: 'resolve' }, { do: 'cast', player: 'alice', card: 'mu', targets: ['sk'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'Regenerated', data: { permanent: 'sk' }, metadata: { rule: '701.19a' } }])
      .thenView({ battlefield: { sk: { tapped: true } } });
  });

  it('does not apply the shield to a destruction that says "It can\'t be regenerated" (701.19c)', () => {
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'sk', ability: 0 }, { do: 'resolve' }, { do: 'cast', player: 'alice', card: 'te', targets: ['sk'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sk', reason: 'destroyed' }, metadata: { rule: '701.8a' } }]);
  });

  it('does nothing without a shield: the creature is destroyed (701.8a)', () => {
    given(start)
      .after({ do: 'cast', player: 'alice', card: 'mu', targets: ['sk'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sk', reason: 'destroyed' }, metadata: { rule: '701.8a' } }]);
  });

  it('regenerates a target creature, and the shield ends with the turn (514.2)', () => {
    given(start)
      .after({ do: 'cast', player: 'alice', card: 'rg', targets: ['sk'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'RegenerationShieldCreated', data: { permanent: 'sk', source: 'rg' } }])
      .when({ do: 'nextTurn' })
      .thenIncludes([{ type: 'CleanupPerformed' }])
      .when({ do: 'cast', player: 'alice', card: 'mu', targets: ['sk'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sk', reason: 'destroyed' } }]);
  });

  it('removes a regenerated attacker from combat', () => {
    given({ ...start, turn: 2 })
      .after(
        { do: 'activate', player: 'alice', source: 'sk', ability: 0 },
        { do: 'resolve' },
        { do: 'attack', player: 'alice', attackers: { sk: 'bob' } },
        { do: 'cast', player: 'alice', card: 'mu', targets: ['sk'] },
      )
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'Regenerated', data: { permanent: 'sk' } }])
      .thenView({ combat: { attackers: {} }, battlefield: { sk: { tapped: true } } });
  });
});
