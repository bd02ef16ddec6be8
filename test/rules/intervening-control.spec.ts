/**
 * An intervening "if you control ..." (603.4): checked as the ability triggers, and again as it
 * resolves, when it is removed from the stack if no longer true.
 */
import { createCatalog, defineCard } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const text = 'When Sample Elite enters, if you control another Elf, draw a card.';
const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Elite', manaCost: '{0}', types: ['Creature'], subtypes: ['Elf', 'Warrior'], power: 2, toughness: 2, oracle: text,
    abilities: [{ kind: 'triggered', text, trigger: { kind: 'selfEnters' }, effect: { kind: 'drawCards', amount: 1, who: 'controller' }, ifYouControl: { what: { subtype: 'Elf' }, atLeast: 1, another: true } }],
  }),
]);
const { given } = deciderSpec(catalog);

const library = { alice: [{ id: 'l1', card: 'Grizzly Bears' }, { id: 'l2', card: 'Grizzly Bears' }] };

describe('an intervening "if you control another Elf" (603.4)', () => {
  it('triggers when its controller controls another Elf, and draws as it resolves', () => {
    given({ battlefield: [{ id: 'le', card: 'Llanowar Elves', controller: 'alice' }], hands: { alice: [{ id: 'se', card: 'Sample Elite' }] }, libraries: library })
      .after({ do: 'cast', player: 'alice', card: 'se' }, { do: 'resolve' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardsDrawn', data: { player: 'alice' } }]);
  });

  it('does not trigger when the only Elf is the creature itself, nor for an opponent\'s Elf', () => {
    given({ battlefield: [{ id: 'oe', card: 'Llanowar Elves', controller: 'bob' }], hands: { alice: [{ id: 'se', card: 'Sample Elite' }] }, libraries: library })
      .after({ do: 'cast', player: 'alice', card: 'se' })
      .when({ do: 'resolve' })
      .thenNone([{ type: 'AbilityTriggered' }]);
  });

  it('is removed from the stack and does nothing if the other Elf is gone as it resolves', () => {
    given({
      battlefield: [{ id: 'le', card: 'Llanowar Elves', controller: 'alice' }, { id: 'm', card: 'Mountain', controller: 'alice' }],
      hands: { alice: [{ id: 'se', card: 'Sample Elite' }, { id: 'lb', card: 'Lightning Bolt' }] }, libraries: library,
    })
      .after(
        { do: 'cast', player: 'alice', card: 'se' }, { do: 'resolve' },
        { do: 'activate', player: 'alice', source: 'm', ability: 0 }, { do: 'cast', player: 'alice', card: 'lb', targets: ['le'] }, { do: 'resolve' },
      )
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'StackObjectRemoved', data: { rule: '603.4' }, metadata: { rule: '603.4' } }])
      .thenNone([{ type: 'CardsDrawn' }]);
  });
});
