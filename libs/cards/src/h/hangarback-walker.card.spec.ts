import { given, tapFor } from '../testing/card-spec';

describe('Hangarback Walker', () => {
  it('pays X twice and enters with X counters', () => {
    const game = given({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }], hands: { alice: [{ id: 'hw', card: 'Hangarback Walker' }] } }).after(tapFor('sr'), { do: 'cast', player: 'alice', card: 'hw', x: 1 }, { do: 'resolve' });
    expect(game.view.battlefield['hw']).toMatchObject({ counters: { '+1/+1': 1 }, power: 1, toughness: 1 });
  });

  it('grows with {1}, {T} through the stack as hw/3', () => {
    let game = given({ turn: 3, battlefield: [{ id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 1 } }, { id: 'w1', card: 'Wastes', controller: 'alice' }] }).after(tapFor('w1'), tapFor('hw'));
    expect(game.view.stack).toMatchObject([{ id: 'hw/3' }]);
    game = game.after({ do: 'resolve' });
    expect(game.view.battlefield['hw']).toMatchObject({ counters: { '+1/+1': 2 }, tapped: true });
  });

  it('leaves a Thopter per +1/+1 counter it had when it died (603.10a)', () => {
    const game = given({ battlefield: [{ id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 2 }, damage: 2 }, { id: 'w1', card: 'Wastes', controller: 'alice' }] }).after(tapFor('w1'), { do: 'resolve' });
    expect(game.view.battlefield).toMatchObject({ 'hw-token-1': { card: 'Thopter', token: true }, 'hw-token-2': { card: 'Thopter', token: true } });
  });
});
