import type { GameQueryService, GameSummary } from '@arbiter/platform';
import { listGames } from './game-listing';

type Events = Awaited<ReturnType<GameQueryService['events']>>;

/** A reader over made-up games: each revision a decision or a consequence, as `kinds` says. */
function reader(games: Record<string, ('decision' | 'consequence')[]>) {
  const reads: [string, number, number][] = [];
  const catalog = {
    async *all(): AsyncGenerator<GameSummary> {
      await Promise.resolve();
      yield* Object.entries(games).map(([id, kinds]) => ({ id, players: ['alice', 'bob'], revision: kinds.length - 1, createdAt: '2026-12-01T10:00:00.000Z' }));
    },
  };
  const service = {
    events: (id: string, _p: unknown, from = 0, to?: number): Promise<Events> => {
      const kinds = games[id] ?? [];
      const last = to ?? kinds.length - 1;
      reads.push([id, from, last]);
      return Promise.resolve(
        kinds.slice(from, last + 1).map((kind, i) => ({
          revision: from + i,
          type: kind === 'decision' ? 'AbilityActivated' : 'ManaAdded',
          data: {},
          metadata: { kind, actor: kind === 'decision' ? 'alice' : 'engine', $correlationId: 'c', $causationId: 'c', hash: 'h' },
          created: `2026-12-01T10:00:${String(from + i).padStart(2, '0')}.000Z`,
          text: `event ${from + i}`,
        })) as Events,
      );
    },
  };
  return { catalog, service, reads };
}

describe('listGames', () => {
  it('gives each game its newest decision as the last action', async () => {
    const { catalog, service } = reader({ g1: ['decision', 'consequence', 'decision', 'consequence', 'consequence'] });
    const [game] = await listGames(catalog, service);
    expect(game).toEqual({
      id: 'g1',
      players: ['alice', 'bob'],
      revision: 4,
      createdAt: '2026-12-01T10:00:00.000Z',
      lastAction: { revision: 2, type: 'AbilityActivated', actor: 'alice', text: 'event 2', recordedAt: '2026-12-01T10:00:02.000Z' },
    });
  });

  it('reads back a window at a time until it finds one, never reading before revision 0', async () => {
    const kinds: ('decision' | 'consequence')[] = ['decision', 'decision', ...Array<'consequence'>(150).fill('consequence')];
    const { catalog, service, reads } = reader({ long: kinds });
    const [game] = await listGames(catalog, service);
    expect(game?.lastAction?.revision).toBe(1);
    expect(reads).toEqual([
      ['long', 88, 151],
      ['long', 24, 87],
      ['long', 0, 23],
    ]);
  });

  it('says there is none for a game without a decision', async () => {
    const { catalog, service } = reader({ odd: ['consequence'] });
    expect((await listGames(catalog, service))[0]?.lastAction).toBeNull();
  });
});
