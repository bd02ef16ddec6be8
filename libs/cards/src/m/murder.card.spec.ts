import { cardGame, cast, expectDefinition, tapFor } from '../testing/card-spec';
import { murder } from './murder.card';

describe('Murder', () => {
  const start = (battlefield: { id: string; card: string; controller: string }[]): ReturnType<typeof cardGame> =>
    cardGame({
      battlefield: [{ id: 's1', card: 'Swamp', controller: 'alice' }, { id: 's2', card: 'Swamp', controller: 'alice' }, { id: 's3', card: 'Swamp', controller: 'alice' }, ...battlefield],
      hands: { alice: [{ id: 'mu', card: 'Murder' }] },
    });

  it('is a {1}{B}{B} Instant that destroys target creature', () => {
    expectDefinition(murder, { manaCost: '{1}{B}{B}', types: ['Instant'], colors: ['B'], oracle: ['Destroy target creature.'], abilities: [[1, 'spell']] });
  });

  it("destroys the target creature: it goes to its owner's graveyard (701.8a)", () => {
    const game = start([{ id: 'sa', card: 'Serra Angel', controller: 'bob' }]);
    const events = game.actAll(tapFor('s1'), tapFor('s2'), tapFor('s3'), cast('mu', ['sa']), { do: 'resolve' });
    expect(events.find((e) => e.type === 'PermanentLeftBattlefield')).toMatchObject({ data: { permanent: 'sa', to: 'graveyard' }, metadata: { rule: '701.8a' } });
    expect(game.view.battlefield['sa']).toBeUndefined();
    expect(game.view.players).toMatchObject({ alice: { graveyard: ['mu'] }, bob: { graveyard: ['sa'] } });
  });

  it('targets a creature, not a player (601.2c)', () => {
    const game = start([]);
    game.act(tapFor('s1'), tapFor('s2'), tapFor('s3'));
    expect(game.refusal(cast('mu', ['bob']))).toBe('601.2c');
  });

  it('does nothing when its target has left the battlefield before it resolves (608.2b)', () => {
    const game = cardGame({
      battlefield: [
        { id: 's1', card: 'Swamp', controller: 'alice' }, { id: 's2', card: 'Swamp', controller: 'alice' }, { id: 's3', card: 'Swamp', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      ],
      hands: { alice: [{ id: 'mu', card: 'Murder' }, { id: 'lb', card: 'Lightning Bolt' }] },
    });
    game.act(tapFor('s1'), tapFor('s2'), tapFor('s3'), cast('mu', ['gb']), tapFor('m1'), cast('lb', ['gb']), { do: 'resolve' });
    const events = game.act({ do: 'resolve' });
    expect(events.find((e) => e.type === 'StackObjectRemoved')).toMatchObject({ data: { id: 'mu' }, metadata: { rule: '608.2b' } });
    expect(game.view.players['alice']?.graveyard).toEqual(['lb', 'mu']);
  });
});
