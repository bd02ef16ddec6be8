import { given, tapFor } from '../testing/card-spec';

describe('Yotia Declares War', () => {
  it('asks for the starting chapter as it enters, without the stack (702.155b)', () => {
    let game = given({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'm2', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'yd', card: 'Yotia Declares War' }] } }).after(tapFor('m1'), tapFor('m2'), { do: 'cast', player: 'alice', card: 'yd' }, { do: 'resolve' });
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'readAhead', options: [1, 2, 3] });
    game = game.after({ do: 'choose', player: 'alice', choice: 1 });
    expect(game.view).toMatchObject({ battlefield: { yd: { counters: { lore: 1 } } }, stack: [{ id: 'yd/2' }] });
  });

  it('makes an artifact a 4/4 until end of turn with chapter III', () => {
    const game = given({ step: 'draw', battlefield: [{ id: 'yd', card: 'Yotia Declares War', controller: 'alice', counters: { lore: 2 } }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] }).after({ do: 'nextStep' }, { do: 'choose', player: 'alice', choice: ['sr'] }, { do: 'resolve' });
    expect(game.view.battlefield['sr']).toMatchObject({ power: 4, toughness: 4 });
  });
});
