import { CARD_CATALOG } from '@arbiter/cards';
import { deciderSpec } from '@arbiter/rules-testing';

const { given } = deciderSpec(CARD_CATALOG);

describe('stack ids (contract §3)', () => {
  it('numbers a triggered ability by its place among the source\'s abilities and suffixes repeats', () => {
    given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' }, { id: 'mb', card: 'Manabarbs', controller: 'bob' }] })
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 })
      .when({ do: 'activate', player: 'alice', source: 'f2', ability: 0 })
      .thenIncludes([{ type: 'AbilityPutOnStack', data: { id: 'mb/1-2', controller: 'bob', context: { player: 'alice' } } }])
      .thenView({ stack: [{ id: 'mb/1' }, { id: 'mb/1-2' }] });
  });

  it('names a spell by its card\'s id and an activated ability by its number, keywords counted', () => {
    given({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }, { id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 1 } }], hands: { alice: [{ id: 'e1', card: 'Endless One' }] } })
      .after({ do: 'activate', player: 'alice', source: 'sr', ability: 0 }, { do: 'cast', player: 'alice', card: 'e1', x: 1 })
      .when({ do: 'activate', player: 'alice', source: 'hw', ability: 0 })
      .thenView({ stack: [{ id: 'e1', kind: 'spell' }, { id: 'hw/3', kind: 'ability' }] });
  });

  it('names a reflexive trigger after its creating ability plus r (603.12)', () => {
    given({ turn: 3, battlefield: [{ id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' }], libraries: { alice: 2 } })
      .after({ do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'ControlChanged', data: { permanent: 'ym', from: 'alice', to: 'bob' } },
        { type: 'AbilityTriggered', data: { reflexive: true, parentId: 'ym/1', controller: 'alice' } },
        { type: 'AbilityPutOnStack', data: { id: 'ym/1r', controller: 'alice' }, metadata: { rule: '603.12' } },
      ]);
  });

  it('names tokens <source>-token-<n>, n counting from 1', () => {
    given({ battlefield: [{ id: 'w1', card: 'Wastes', controller: 'alice' }, { id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 2 }, damage: 2 }] })
      .after({ do: 'activate', player: 'alice', source: 'w1', ability: 0 })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'PermanentEntered', data: { permanent: 'hw-token-1', card: 'Thopter', token: true } },
        { type: 'PermanentEntered', data: { permanent: 'hw-token-2', card: 'Thopter', token: true } },
      ]);
  });
});
