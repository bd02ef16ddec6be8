/**
 * "gets +N/+M for each <kind> you control" (613.4c), counted whenever it is looked at (611.3a):
 * of the creature itself, or of the creature an Aura is attached to, its controller's permanents only.
 */
import { createCatalog, defineCard, type StaticAbility } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const djinn: StaticAbility = { kind: 'getsPerPermanentYouControl', who: 'self', power: 1, toughness: 0, what: { subtype: 'Forest' }, basic: true };
const armor: StaticAbility = { kind: 'getsPerPermanentYouControl', who: 'attached', power: 1, toughness: 1, what: { subtype: 'Forest' }, basic: false };
const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({ name: 'Sample Djinn', manaCost: '{G}', types: ['Creature'], power: 0, toughness: 4, oracle: '~ gets +1/+0 for each basic Forest you control.', abilities: [{ kind: 'static', text: '~ gets +1/+0 for each basic Forest you control.', static: djinn }] }),
  defineCard({
    name: 'Sample Armor', manaCost: '{G}', types: ['Enchantment'], subtypes: ['Aura'], enchant: 'creature', oracle: 'Enchant creature\nEnchanted creature gets +1/+1 for each Forest you control.',
    abilities: [{ kind: 'keyword', text: 'Enchant creature' }, { kind: 'static', text: 'Enchanted creature gets +1/+1 for each Forest you control.', static: armor }],
  }),
]);
const { given } = deciderSpec(catalog);

describe('+N/+M for each permanent of a kind you control (613.4c, 611.3a)', () => {
  it('counts its controller\'s basic Forests, not a nonbasic one nor an opponent\'s', () => {
    given({
      battlefield: [
        { id: 'sd', card: 'Sample Djinn', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' },
        { id: 'da', card: 'Dryad Arbor', controller: 'alice' }, { id: 'of', card: 'Forest', controller: 'bob' },
      ],
    })
      .when({ do: 'pass', player: 'alice' })
      .thenView({ battlefield: { sd: { power: 2, toughness: 4 } } });
  });

  it("gives the enchanted creature, even an opponent's, a bonus for each Forest the Aura's controller controls, nonbasic ones too", () => {
    given({
      battlefield: [
        { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'sa', card: 'Sample Armor', controller: 'alice', attachedTo: 'gb' },
        { id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'da', card: 'Dryad Arbor', controller: 'alice' }, { id: 'of', card: 'Forest', controller: 'bob' },
      ],
    })
      .when({ do: 'pass', player: 'alice' })
      .thenView({ battlefield: { gb: { power: 4, toughness: 4 } } });
  });

  it('counts again when a Forest leaves', () => {
    given({ battlefield: [{ id: 'sd', card: 'Sample Djinn', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }], hands: { alice: [{ id: 'f2', card: 'Forest' }] } })
      .when({ do: 'play', player: 'alice', card: 'f2' })
      .thenView({ battlefield: { sd: { power: 2, toughness: 4 } } });
  });
});
