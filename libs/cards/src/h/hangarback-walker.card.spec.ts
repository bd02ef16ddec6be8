import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { hangarbackWalker } from './hangarback-walker.card';

describe('Hangarback Walker', () => {
  it('is an {X}{X} 0/0 Artifact Creature — Construct with three abilities', () => {
    expectDefinition(hangarbackWalker, {
      manaCost: '{X}{X}', types: ['Artifact', 'Creature'], subtypes: ['Construct'], power: 0, toughness: 0,
      oracle: [
        'Hangarback Walker enters with X +1/+1 counters on it.',
        'When Hangarback Walker dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on Hangarback Walker.',
        '{1}, {T}: Put a +1/+1 counter on Hangarback Walker.',
      ],
      abilities: [[1, 'static'], [2, 'triggered'], [3, 'activated']],
    });
  });

  it('pays X twice and enters with X counters', () => {
    const game = cardGame({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }], hands: { alice: [{ id: 'hw', card: 'Hangarback Walker' }] } });
    game.act(tapFor('sr'), { do: 'cast', player: 'alice', card: 'hw', x: 1 }, { do: 'resolve' });
    expect(game.view.battlefield['hw']).toMatchObject({ counters: { '+1/+1': 1 }, power: 1, toughness: 1 });
  });

  it('grows with {1}, {T} through the stack as hw/3', () => {
    const game = cardGame({ turn: 3, battlefield: [{ id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 1 } }, { id: 'w1', card: 'Wastes', controller: 'alice' }] });
    game.act(tapFor('w1'), tapFor('hw'));
    expect(game.view.stack).toMatchObject([{ id: 'hw/3' }]);
    game.act({ do: 'resolve' });
    expect(game.view.battlefield['hw']).toMatchObject({ counters: { '+1/+1': 2 }, tapped: true });
  });

  it('leaves a Thopter per +1/+1 counter it had when it died (603.10a)', () => {
    const game = cardGame({ battlefield: [{ id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 2 }, damage: 2 }, { id: 'w1', card: 'Wastes', controller: 'alice' }] });
    game.act(tapFor('w1'), { do: 'resolve' });
    expect(game.view.battlefield).toMatchObject({ 'hw-token-1': { card: 'Thopter', token: true }, 'hw-token-2': { card: 'Thopter', token: true } });
  });
});
