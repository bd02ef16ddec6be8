/**
 * Cost reductions (601.2f): "Instant and sorcery spells you cast cost {1} less to cast." and
 * "Dragon spells you cast ..." on permanents their caster controls, and "This spell costs {1} less
 * to cast for each instant and sorcery card in your graveyard." — generic mana only.
 */
import { createCatalog, defineCard, spell, staticAbility } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const gain = spell('You gain 1 life.', { kind: 'gainLife', amount: 1, who: 'controller' });
const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Archmage', manaCost: '{3}{U}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Instant and sorcery spells you cast cost {1} less to cast.',
    abilities: [staticAbility('Instant and sorcery spells you cast cost {1} less to cast.', { kind: 'spellsYouCastCostLess', generic: 1, spells: { types: ['Instant', 'Sorcery'] } })],
  }),
  defineCard({
    name: 'Sample Servant', manaCost: '{1}{R}', types: ['Creature'], power: 1, toughness: 3, oracle: 'Dragon spells you cast cost {1} less to cast.',
    abilities: [staticAbility('Dragon spells you cast cost {1} less to cast.', { kind: 'spellsYouCastCostLess', generic: 1, spells: { subtypes: ['Dragon'] } })],
  }),
  defineCard({ name: 'Sample Insight', manaCost: '{2}{U}', types: ['Sorcery'], oracle: 'You gain 1 life.', abilities: [gain] }),
  defineCard({ name: 'Sample Spark', manaCost: '{U}', types: ['Instant'], oracle: 'You gain 1 life.', abilities: [gain] }),
  defineCard({ name: 'Sample Whelp', manaCost: '{1}{R}', types: ['Creature'], subtypes: ['Dragon'], power: 2, toughness: 2, oracle: '', abilities: [] }),
  defineCard({
    name: 'Sample Terror', manaCost: '{3}{U}', types: ['Creature'], power: 5, toughness: 5, oracle: 'This spell costs {1} less to cast for each instant and sorcery card in your graveyard.',
    abilities: [staticAbility('This spell costs {1} less to cast for each instant and sorcery card in your graveyard.', { kind: 'costsLessForEachCardInYourGraveyard', generic: 1, cards: { types: ['Instant', 'Sorcery'] } })],
  }),
]);
const { given } = deciderSpec(catalog);

const islands = (n: number): { id: string; card: string; controller: string }[] => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));
const tapAll = (n: number): { do: 'activate'; player: string; source: string; ability: number }[] => Array.from({ length: n }, (_, i) => ({ do: 'activate', player: 'alice', source: `i${i}`, ability: 0 }));

describe('spells you cast cost less (601.2f)', () => {
  it('an instant or sorcery costs {1} less for each such permanent its caster controls', () => {
    given({ battlefield: [{ id: 'a1', card: 'Sample Archmage', controller: 'alice' }, { id: 'a2', card: 'Sample Archmage', controller: 'alice' }, ...islands(1)], hands: { alice: [{ id: 'in', card: 'Sample Insight' }] } })
      .after(...tapAll(1))
      .when({ do: 'cast', player: 'alice', card: 'in' })
      .thenIncludes([{ type: 'SpellCast', data: { name: 'Sample Insight', paid: { U: 1 }, costReduction: 2 } }]);
  });

  it("not an opponent's permanent, and not a spell of another kind", () => {
    given({ battlefield: [{ id: 'a1', card: 'Sample Archmage', controller: 'bob' }, ...islands(2)], hands: { alice: [{ id: 'in', card: 'Sample Insight' }] } })
      .after(...tapAll(2))
      .when({ do: 'cast', player: 'alice', card: 'in' })
      .thenRejected('601.2h');
    given({ battlefield: [{ id: 'a1', card: 'Sample Archmage', controller: 'alice' }, ...islands(1)], hands: { alice: [{ id: 'w', card: 'Sample Whelp' }] } })
      .after(...tapAll(1))
      .when({ do: 'cast', player: 'alice', card: 'w' })
      .thenRejected('601.2h');
  });

  it('reduces generic mana only: a spell of {U} still costs {U}', () => {
    given({ battlefield: [{ id: 'a1', card: 'Sample Archmage', controller: 'alice' }, ...islands(1)], hands: { alice: [{ id: 'sp', card: 'Sample Spark' }] } })
      .after(...tapAll(1))
      .when({ do: 'cast', player: 'alice', card: 'sp' })
      .thenIncludes([{ type: 'SpellCast', data: { name: 'Sample Spark', paid: { U: 1 } } }]);
  });

  it('a creature type names spells of that subtype: a Dragon for {R}', () => {
    given({ battlefield: [{ id: 's', card: 'Sample Servant', controller: 'alice' }, { id: 'm', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'w', card: 'Sample Whelp' }] } })
      .after({ do: 'activate', player: 'alice', source: 'm', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'w' })
      .thenIncludes([{ type: 'SpellCast', data: { name: 'Sample Whelp', paid: { R: 1 }, costReduction: 1 } }]);
  });
});

describe('a spell that costs less for each card in its caster’s graveyard (601.2f)', () => {
  it('counts the instant and sorcery cards of its caster’s graveyard only', () => {
    given({
      battlefield: islands(2), hands: { alice: [{ id: 't', card: 'Sample Terror' }] },
      graveyards: { alice: [{ id: 'g1', card: 'Sample Insight' }, { id: 'g2', card: 'Sample Spark' }, { id: 'g3', card: 'Island' }], bob: [{ id: 'g4', card: 'Sample Insight' }] },
    })
      .after(...tapAll(2))
      .when({ do: 'cast', player: 'alice', card: 't' })
      .thenIncludes([{ type: 'SpellCast', data: { name: 'Sample Terror', paid: { U: 2 }, costReduction: 2 } }]);
    given({ battlefield: islands(2), hands: { alice: [{ id: 't', card: 'Sample Terror' }] }, graveyards: { alice: [{ id: 'g1', card: 'Sample Insight' }] } })
      .after(...tapAll(2))
      .when({ do: 'cast', player: 'alice', card: 't' })
      .thenRejected('601.2h');
  });
});
