/**
 * Statics over their controller's spells: "You may cast spells as though they had flash." (702.8a)
 * and "Instant and sorcery spells you control can't be countered." (101.2).
 */
import { createCatalog, defineCard, spell, staticAbility } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Trickster', manaCost: '{3}{U}', types: ['Creature'], power: 4, toughness: 2, oracle: 'You may cast spells as though they had flash.',
    abilities: [staticAbility('You may cast spells as though they had flash.', { kind: 'castSpellsAsThoughTheyHadFlash' })],
  }),
  defineCard({
    name: 'Sample Creature Flash', manaCost: '{1}', types: ['Creature'], power: 1, toughness: 1, oracle: 'You may cast creature spells as though they had flash.',
    abilities: [staticAbility('You may cast creature spells as though they had flash.', { kind: 'castSpellsAsThoughTheyHadFlash', spells: { types: ['Creature'] } })],
  }),
  defineCard({
    name: 'Sample Sphinx', manaCost: '{5}{U}{U}', types: ['Creature'], power: 5, toughness: 5, oracle: "Instant and sorcery spells you control can't be countered.",
    abilities: [staticAbility("Instant and sorcery spells you control can't be countered.", { kind: 'spellsYouControlCantBeCountered', spells: { types: ['Instant', 'Sorcery'] } })],
  }),
  defineCard({
    name: 'Sample Omniscience', manaCost: '{7}{U}{U}{U}', types: ['Enchantment'], oracle: 'You may cast nonland cards from your hand without paying their mana costs.',
    abilities: [staticAbility('You may cast nonland cards from your hand without paying their mana costs.', { kind: 'mayCastFromHandWithoutPayingManaCost' })],
  }),
  defineCard({ name: 'Sample Sorcery', manaCost: '{U}', types: ['Sorcery'], oracle: 'You gain 1 life.', abilities: [spell('You gain 1 life.', { kind: 'gainLife', amount: 1, who: 'controller' })] }),
]);
const { given } = deciderSpec(catalog);

const tap = (player: string, id: string): { do: 'activate'; player: string; source: string; ability: number } => ({ do: 'activate', player, source: id, ability: 0 });

describe('casting spells as though they had flash (702.8a)', () => {
  const onBobsTurn = (permanent: string, controller = 'alice', card = 'Sample Sorcery'): ReturnType<typeof given> =>
    given({ activePlayer: 'bob', battlefield: [{ id: 'p', card: permanent, controller }, { id: 'i1', card: 'Island', controller: 'alice' }], hands: { alice: [{ id: 's', card }] } }).after(tap('alice', 'i1'));

  it("lets its controller cast a sorcery on an opponent's turn", () => {
    onBobsTurn('Sample Trickster').when({ do: 'cast', player: 'alice', card: 's' }).thenIncludes([{ type: 'SpellCast', data: { player: 'alice', card: 's' } }]);
  });

  it("not an opponent's, and only the spells it names", () => {
    onBobsTurn('Sample Trickster', 'bob').when({ do: 'cast', player: 'alice', card: 's' }).thenRejected('307.1');
    onBobsTurn('Sample Creature Flash').when({ do: 'cast', player: 'alice', card: 's' }).thenRejected('307.1');
  });
});

describe("spells you control can't be countered (101.2)", () => {
  const countered = (sphinxController: string): ReturnType<typeof given> =>
    given({
      battlefield: [{ id: 'sx', card: 'Sample Sphinx', controller: sphinxController }, { id: 'i1', card: 'Island', controller: 'alice' }, { id: 'b1', card: 'Island', controller: 'bob' }, { id: 'b2', card: 'Island', controller: 'bob' }],
      hands: { alice: [{ id: 's', card: 'Sample Sorcery' }], bob: [{ id: 'cs', card: 'Counterspell' }] },
    }).after(tap('alice', 'i1'), { do: 'cast', player: 'alice', card: 's' }, tap('bob', 'b1'), tap('bob', 'b2'), { do: 'cast', player: 'bob', card: 'cs', targets: ['s'] });

  it('a counterspell resolves and does nothing to a protected spell', () => {
    countered('alice').when({ do: 'resolve' }).thenNone([{ type: 'SpellCountered' }]).thenView({ stack: [{ id: 's' }] });
  });

  it("an opponent's such permanent protects nothing of yours", () => {
    countered('bob').when({ do: 'resolve' }).thenIncludes([{ type: 'SpellCountered', data: { spell: 's', by: 'cs' } }]);
  });
});

describe('casting without paying the mana cost (118.9)', () => {
  const omniscient = (controller = 'alice'): ReturnType<typeof given> =>
    given({ battlefield: [{ id: 'om', card: 'Sample Omniscience', controller }], hands: { alice: [{ id: 'cd', card: 'Colossal Dreadmaw' }, { id: 'fb', card: 'Endless One' }] } });

  it('casts a card from the hand for no mana', () => {
    omniscient().when({ do: 'cast', player: 'alice', card: 'cd', withoutPayingManaCost: true })
      .thenIncludes([{ type: 'SpellCast', data: { name: 'Colossal Dreadmaw', paid: {}, withoutPayingManaCost: true } }]);
  });

  it("refuses it without such a permanent of one's own (118.9), and X other than 0 (107.3b)", () => {
    omniscient('bob').when({ do: 'cast', player: 'alice', card: 'cd', withoutPayingManaCost: true }).thenRejected('118.9');
    omniscient().when({ do: 'cast', player: 'alice', card: 'fb', x: 3, withoutPayingManaCost: true }).thenRejected('107.3b');
  });
});
