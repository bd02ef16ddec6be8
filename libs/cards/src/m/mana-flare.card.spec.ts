import { given, tapFor } from '../testing/card-spec';

describe('Mana Flare', () => {
  it('gives the tapping player one more of the type the land produced', () => {
    given({ battlefield: [{ id: 'mf', card: 'Mana Flare', controller: 'bob' }, { id: 'cot', card: 'City of Traitors', controller: 'alice' }] })
      .when(tapFor('cot'))
      .thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'mf', mana: { C: 1 } } }])
      .thenView({ players: { alice: { manaPool: { C: 3 } } } });
  });
});
