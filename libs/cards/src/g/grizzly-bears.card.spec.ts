import { attack, cardGame, cast, expectDefinition, tapFor } from '../testing/card-spec';
import { grizzlyBears } from './grizzly-bears.card';

describe('Grizzly Bears', () => {
  it('is a {1}{G} 2/2 Creature — Bear with no abilities', () => {
    expectDefinition(grizzlyBears, { manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], colors: ['G'], power: 2, toughness: 2, oracle: [''], abilities: [] });
  });

  it('deals combat damage equal to its power to the player it attacks when unblocked (510.1a, 510.1b)', () => {
    const game = cardGame({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }] });
    game.act(attack({ gb: 'bob' }), { do: 'nextStep' }, { do: 'nextStep' });
    expect(game.view.step).toBe('combatDamage');
    expect(game.view.players['bob']?.life).toBe(18);
  });

  it("can't attack the turn it comes under its controller's control, having no haste (302.6)", () => {
    const game = cardGame({
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' }],
      hands: { alice: [{ id: 'gb', card: 'Grizzly Bears' }] },
    });
    game.act(tapFor('f1'), tapFor('f2'), cast('gb'), { do: 'resolve' });
    expect(game.view.battlefield['gb']).toMatchObject({ controller: 'alice', power: 2, toughness: 2 });
    expect(game.refusal(attack({ gb: 'bob' }))).toBe('302.6');
  });
});
