import type { Given } from '@arbiter/rules-testing';
import { cast, given, tapFor } from '../testing/card-spec';

describe('Lightning Bolt', () => {
  const start = (battlefield: { id: string; card: string; controller: string }[] = []): Given =>
    given({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, ...battlefield], hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } });

  it('deals 3 damage to a target creature, which is destroyed if that is lethal (120.3e, 704.5g)', () => {
    start([{ id: 'vn', card: 'Vampire Nighthawk', controller: 'bob' }])
      .after(tapFor('m1'), cast('lb', ['vn']))
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'DamageDealt', data: { source: 'lb', target: 'vn', amount: 3, combat: false } },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'vn' }, metadata: { rule: '704.5g' } },
      ])
      .thenView({ players: { alice: { graveyard: ['lb'] }, bob: { graveyard: ['vn'] } } });
  });

  it('deals 3 damage to a target player, who loses that much life (120.3a), and goes to the graveyard (608.2n)', () => {
    const game = start().after(tapFor('m1'), cast('lb', ['bob']), { do: 'resolve' });
    expect(game.view.players).toMatchObject({ alice: { life: 20, graveyard: ['lb'] }, bob: { life: 17 } });
  });

  it('can be cast on the opponent\'s turn, being an instant (117.1a)', () => {
    const game = given({ activePlayer: 'bob', battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } }).after(tapFor('m1'), cast('lb', ['bob']), { do: 'resolve' });
    expect(game.view.players['bob']?.life).toBe(17);
  });

  it("can't target a permanent that is not a creature (115.4)", () => {
    const game = start().after(tapFor('m1'));
    game.when(cast('lb', ['m1'])).thenRejected('601.2c');
  });

  it('makes a player it brings to 0 life lose the game (704.5a)', () => {
    given({ life: { bob: 3 }, battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } })
      .after(tapFor('m1'), cast('lb', ['bob']))
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PlayerLeftGame', data: { player: 'bob' }, metadata: { rule: '704.5a' } }])
      .thenView({ winner: 'alice' });
  });
});
