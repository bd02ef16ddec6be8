import { cardGame, cast, expectDefinition, tapFor, typesAndData } from '../testing/card-spec';
import { lightningBolt } from './lightning-bolt.card';

describe('Lightning Bolt', () => {
  const start = (battlefield: { id: string; card: string; controller: string }[] = []): ReturnType<typeof cardGame> =>
    cardGame({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }, ...battlefield], hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } });

  it('is an {R} Instant that deals 3 damage to any target', () => {
    expectDefinition(lightningBolt, { manaCost: '{R}', types: ['Instant'], colors: ['R'], oracle: ['Lightning Bolt deals 3 damage to any target.'], abilities: [[1, 'spell']] });
  });

  it('deals 3 damage to a target creature, which is destroyed if that is lethal (120.3e, 704.5g)', () => {
    const game = start([{ id: 'vn', card: 'Vampire Nighthawk', controller: 'bob' }]);
    const events = game.actAll(tapFor('m1'), cast('lb', ['vn']), { do: 'resolve' });
    expect(typesAndData(events)).toContainEqual({ type: 'DamageDealt', data: { source: 'lb', target: 'vn', amount: 3, combat: false } });
    expect(events.find((e) => e.type === 'PermanentLeftBattlefield')).toMatchObject({ data: { permanent: 'vn' }, metadata: { rule: '704.5g' } });
    expect(game.view.players).toMatchObject({ alice: { graveyard: ['lb'] }, bob: { graveyard: ['vn'] } });
  });

  it('deals 3 damage to a target player, who loses that much life (120.3a), and goes to the graveyard (608.2n)', () => {
    const game = start();
    game.act(tapFor('m1'), cast('lb', ['bob']), { do: 'resolve' });
    expect(game.view.players).toMatchObject({ alice: { life: 20, graveyard: ['lb'] }, bob: { life: 17 } });
  });

  it('can be cast on the opponent\'s turn, being an instant (117.1a)', () => {
    const game = cardGame({ activePlayer: 'bob', battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } });
    game.act(tapFor('m1'), cast('lb', ['bob']), { do: 'resolve' });
    expect(game.view.players['bob']?.life).toBe(17);
  });

  it("can't target a permanent that is not a creature (115.4)", () => {
    const game = start();
    game.act(tapFor('m1'));
    expect(game.refusal(cast('lb', ['m1']))).toBe('601.2c');
  });

  it('makes a player it brings to 0 life lose the game (704.5a)', () => {
    const game = cardGame({ life: { bob: 3 }, battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } });
    const events = game.actAll(tapFor('m1'), cast('lb', ['bob']), { do: 'resolve' });
    expect(events.find((e) => e.type === 'PlayerLeftGame')).toMatchObject({ data: { player: 'bob' }, metadata: { rule: '704.5a' } });
    expect(game.view.winner).toBe('alice');
  });
});
