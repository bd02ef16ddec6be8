/**
 * Amounts counted as an effect resolves (608.2h): "the number of Goblins you control", "for each
 * land you control", "2 life for each Gate you control". A changeling is every creature type (702.73a).
 */
import { createCatalog, defineCard, keyword, spell, type Amount } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const goblins: Amount = { kind: 'count', of: { what: { subtype: 'Goblin' }, youControl: true, attacking: false, other: false } };
const lands: Amount = { kind: 'count', of: { what: { type: 'Land' }, youControl: true, attacking: false, other: false }, each: 2 };

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Mob Boss', manaCost: '{R}', types: ['Creature'], subtypes: ['Goblin'], power: 1, toughness: 1,
    oracle: '{0}: Create X Soldier tokens, where X is the number of Goblins you control.',
    abilities: [{ kind: 'activated', text: '{0}: Create X Soldier tokens, where X is the number of Goblins you control.', cost: [], effect: { kind: 'createTokens', token: 'Soldier', amount: goblins, tapped: false, for: 'controller' } }],
  }),
  defineCard({ name: 'Sample Shapeshifter', manaCost: '{1}', types: ['Creature'], subtypes: ['Shapeshifter'], power: 1, toughness: 1, oracle: 'Changeling', abilities: [keyword('Changeling')] }),
  defineCard({
    name: 'Sample Lotus', manaCost: '{5}', types: ['Artifact'], oracle: '{T}: Add three mana of any one color.',
    abilities: [{ kind: 'mana', text: '{T}: Add three mana of any one color.', cost: [{ kind: 'tap' }], produce: { kind: 'anyOneColor', amount: 3 } }],
  }),
  defineCard({
    name: 'Sample Archdruid', manaCost: '{G}', types: ['Creature'], subtypes: ['Elf', 'Druid'], power: 1, toughness: 1, oracle: '{T}: Add {G} for each Elf you control.',
    abilities: [{ kind: 'mana', text: '{T}: Add {G} for each Elf you control.', cost: [{ kind: 'tap' }], produce: { kind: 'perPermanentYouControl', mana: 'G', what: { subtype: 'Elf' } } }],
  }),
  defineCard({ name: 'Sample Bounty', types: ['Sorcery'], oracle: 'You gain 2 life for each land you control.', abilities: [spell('You gain 2 life for each land you control.', { kind: 'gainLife', amount: lands, who: 'controller' })] }),
]);
const { given } = deciderSpec(catalog);

describe('an amount counted as the effect resolves (608.2h)', () => {
  it('counts the Goblins its controller controls, a changeling among them, not an opponent\'s', () => {
    given({
      battlefield: [
        { id: 'mb', card: 'Sample Mob Boss', controller: 'alice' }, { id: 'rg', card: 'Raging Goblin', controller: 'alice' },
        { id: 'ss', card: 'Sample Shapeshifter', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'og', card: 'Raging Goblin', controller: 'bob' },
      ],
    })
      .after({ do: 'activate', player: 'alice', source: 'mb', ability: 0 })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'PermanentEntered', data: { permanent: 'mb-token-1', card: 'Soldier', controller: 'alice' }, metadata: { rule: '111.2' } },
        { type: 'PermanentEntered', data: { permanent: 'mb-token-2', card: 'Soldier', controller: 'alice' }, metadata: { rule: '111.2' } },
        { type: 'PermanentEntered', data: { permanent: 'mb-token-3', card: 'Soldier', controller: 'alice' }, metadata: { rule: '111.2' } },
      ])
      .thenView({ battlefield: { 'mb-token-4': null } });
  });

  it('counts the lands as it resolves, each one worth the amount', () => {
    given({
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' }, { id: 'f3', card: 'Forest', controller: 'bob' }],
      hands: { alice: [{ id: 'sb', card: 'Sample Bounty' }] },
    })
      .after({ do: 'cast', player: 'alice', card: 'sb' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeGained', data: { player: 'alice', amount: 4 } }])
      .thenView({ players: { alice: { life: 24 } } });
  });
});

describe('mana abilities that make more than one mana (106.1, 605.3b)', () => {
  it('makes three mana of the one color chosen', () => {
    given({ battlefield: [{ id: 'gl', card: 'Sample Lotus', controller: 'alice' }] })
      .after({ do: 'activate', player: 'alice', source: 'gl', ability: 0 })
      .when({ do: 'choose', player: 'alice', choice: 'U' })
      .thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', mana: { U: 3 } }, metadata: { rule: '106.3' } }])
      .thenView({ players: { alice: { manaPool: { U: 3 } } } });
  });

  it('makes one {G} for each Elf its controller controls as it resolves, itself and a changeling included (608.2h, 702.73a)', () => {
    given({
      battlefield: [
        { id: 'ad', card: 'Sample Archdruid', controller: 'alice' }, { id: 'le', card: 'Llanowar Elves', controller: 'alice' },
        { id: 'ss', card: 'Sample Shapeshifter', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'oe', card: 'Llanowar Elves', controller: 'bob' },
      ],
    })
      .when({ do: 'activate', player: 'alice', source: 'ad', ability: 0 })
      .thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', mana: { G: 3 } }, metadata: { rule: '106.3' } }])
      .thenView({ players: { alice: { manaPool: { G: 3 } } } });
  });
});
