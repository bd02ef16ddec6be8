import { attack, cast, given, tapFor } from '../testing/card-spec';

describe('Raging Goblin', () => {
  it('has haste on the battlefield (the GameView lists its keywords)', () => {
    expect(given({ battlefield: [{ id: 'rg', card: 'Raging Goblin', controller: 'alice' }] }).view.battlefield['rg']?.keywords).toEqual(['haste']);
  });

  it('attacks the turn it comes under its controller\'s control (702.10b)', () => {
    let game = given({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'rg', card: 'Raging Goblin' }] } }).after(tapFor('m1'), cast('rg'), { do: 'resolve' }, attack({ rg: 'bob' }));
    expect(game.view.battlefield['rg']).toMatchObject({ attacking: true, tapped: true });
    game = game.after({ do: 'nextStep' }, { do: 'nextStep' });
    expect(game.view.players['bob']?.life).toBe(19);
  });
});
