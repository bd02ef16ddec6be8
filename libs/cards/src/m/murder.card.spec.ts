import type { Given } from '@arbiter/rules-testing';
import { cast, given, tapFor } from '../testing/card-spec';

describe('Murder', () => {
  const start = (battlefield: { id: string; card: string; controller: string }[]): Given =>
    given({
      battlefield: [{ id: 's1', card: 'Swamp', controller: 'alice' }, { id: 's2', card: 'Swamp', controller: 'alice' }, { id: 's3', card: 'Swamp', controller: 'alice' }, ...battlefield],
      hands: { alice: [{ id: 'mu', card: 'Murder' }] },
    });

  it("destroys the target creature: it goes to its owner's graveyard (701.8a)", () => {
    start([{ id: 'sa', card: 'Serra Angel', controller: 'bob' }])
      .after(tapFor('s1'), tapFor('s2'), tapFor('s3'), cast('mu', ['sa']))
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sa', to: 'graveyard' }, metadata: { rule: '701.8a' } }])
      .thenView({ battlefield: { sa: null }, players: { alice: { graveyard: ['mu'] }, bob: { graveyard: ['sa'] } } });
  });

  it('targets a creature, not a player (601.2c)', () => {
    const game = start([]).after(tapFor('s1'), tapFor('s2'), tapFor('s3'));
    game.when(cast('mu', ['bob'])).thenRejected('601.2c');
  });

  it('does nothing when its target has left the battlefield before it resolves (608.2b)', () => {
    const game = given({
      battlefield: [
        { id: 's1', card: 'Swamp', controller: 'alice' }, { id: 's2', card: 'Swamp', controller: 'alice' }, { id: 's3', card: 'Swamp', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
      ],
      hands: { alice: [{ id: 'mu', card: 'Murder' }, { id: 'lb', card: 'Lightning Bolt' }] },
    }).after(tapFor('s1'), tapFor('s2'), tapFor('s3'), cast('mu', ['gb']), tapFor('m1'), cast('lb', ['gb']), { do: 'resolve' });
    game
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'StackObjectRemoved', data: { id: 'mu' }, metadata: { rule: '608.2b' } }])
      .thenView({ players: { alice: { graveyard: ['lb', 'mu'] } } });
  });
});
