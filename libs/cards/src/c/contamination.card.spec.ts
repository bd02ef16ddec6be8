import { given, tapFor } from '../testing/card-spec';

describe('Contamination', () => {
  it('makes any player\'s land produce {B} instead (614.1a)', () => {
    given({ battlefield: [{ id: 'ct', card: 'Contamination', controller: 'bob' }, { id: 'cot', card: 'City of Traitors', controller: 'alice' }] })
      .when(tapFor('cot'))
      .thenIncludes([{ type: 'ReplacementApplied', data: { source: 'ct', before: { C: 2 }, after: { B: 1 } } }])
      .thenView({ players: { alice: { manaPool: { B: 1, C: 0 } } } });
  });

  it('triggers at its controller\'s upkeep and is sacrificed without a creature', () => {
    let game = given({ step: 'untap', battlefield: [{ id: 'ct', card: 'Contamination', controller: 'alice' }] }).after({ do: 'nextStep' });
    expect(game.view.stack).toMatchObject([{ id: 'ct/1' }]);
    game = game.after({ do: 'resolve' });
    expect(game.view.battlefield['ct']).toBeUndefined();
  });
});
