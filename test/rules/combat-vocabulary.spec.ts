/**
 * Combat and damage vocabulary of compiled cards: amounts that count permanents (608.2h).
 */
import { ALL_CARDS } from '@arbiter/cards';
import { createCatalog, defineCard, spell, type CountedPermanents } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';

const counted = (of: Partial<CountedPermanents> & Pick<CountedPermanents, 'what'>): CountedPermanents => ({ youControl: true, attacking: false, other: false, ...of });

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Elf Cheer', types: ['Instant'], oracle: 'You gain 1 life for each attacking Elf you control.',
    abilities: [spell('You gain 1 life for each attacking Elf you control.', { kind: 'gainLife', amount: { kind: 'count', of: counted({ what: { subtype: 'Elf' }, attacking: true }) }, who: 'controller' })],
  }),
  defineCard({
    name: 'Sample Crowd Bolt', types: ['Instant'], oracle: 'Sample Crowd Bolt deals damage to any target equal to the number of creatures you control.',
    abilities: [spell('Sample Crowd Bolt deals damage to any target equal to the number of creatures you control.', { kind: 'dealDamage', amount: { kind: 'count', of: counted({ what: { type: 'Creature' } }) }, to: 'target' }, { kind: 'any' })],
  }),
]);
const { given } = deciderSpec(catalog);

describe('amounts that count permanents (608.2h)', () => {
  it('counts the attacking Elves its controller controls, not those staying home nor other attackers', () => {
    given({
      step: 'declareAttackers',
      battlefield: [
        { id: 'e1', card: 'Llanowar Elves', controller: 'alice' }, { id: 'e2', card: 'Llanowar Elves', controller: 'alice' },
        { id: 'e3', card: 'Llanowar Elves', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      ],
      hands: { alice: [{ id: 'ch', card: 'Sample Elf Cheer' }] },
    })
      .after({ do: 'attack', player: 'alice', attackers: { e1: 'bob', e2: 'bob', gb: 'bob' } }, { do: 'cast', player: 'alice', card: 'ch' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeGained', data: { player: 'alice', amount: 2 } }]);
  });

  it('counts as the spell resolves: the creatures its controller controls then, not an opponent\'s', () => {
    given({
      battlefield: [{ id: 'g1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'g2', card: 'Grizzly Bears', controller: 'alice' }, { id: 'g3', card: 'Grizzly Bears', controller: 'bob' }],
      hands: { alice: [{ id: 'cb', card: 'Sample Crowd Bolt' }] },
    })
      .after({ do: 'cast', player: 'alice', card: 'cb', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'cb', target: 'bob', amount: 2 } }]);
  });
});
