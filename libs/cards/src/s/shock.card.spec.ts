import type { Given } from '@arbiter/rules-testing';
import { cast, given, tapFor } from '../testing/card-spec';

describe('Shock', () => {
  const start = (): Given =>
    given({
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'vn', card: 'Vampire Nighthawk', controller: 'bob' }],
      hands: { alice: [{ id: 'sh', card: 'Shock' }] },
    });

  it('deals 2 damage to a target creature: lethal to a 2/2 (704.5g)', () => {
    const game = start().after(tapFor('m1'), cast('sh', ['gb']), { do: 'resolve' });
    expect(game.view.players['bob']?.graveyard).toEqual(['gb']);
  });

  it('leaves 2 damage marked on a creature with toughness 3 (120.3e)', () => {
    const game = start().after(tapFor('m1'), cast('sh', ['vn']), { do: 'resolve' });
    expect(game.view.battlefield['vn']).toMatchObject({ damage: 2 });
    expect(game.view.players['bob']?.graveyard).toEqual([]);
  });

  it('deals 2 damage to a target player, who loses that much life (120.3a)', () => {
    const game = start().after(tapFor('m1'), cast('sh', ['bob']), { do: 'resolve' });
    expect(game.view.players).toMatchObject({ alice: { graveyard: ['sh'] }, bob: { life: 18 } });
  });
});
