/**
 * A long game recorded through the game service, for time-travel figures: both players tap their
 * lands for mana on their turn, then the turn passes (untap, draw and every step), again and again,
 * every action legal and recorded with its snapshots as in production.
 */
import type { GameService } from '@arbiter/platform';
import type { GameCommand, StartPermanent } from '@arbiter/rules';

const LANDS = ['Forest', 'Island', 'Mountain', 'Forest', 'Island', 'Mountain', 'Forest', 'Wastes'];

export async function recordLongGame(
  games: GameService,
  minEvents: number,
): Promise<{ id: string; revision: number }> {
  const battlefield: StartPermanent[] = [];
  for (const player of ['alice', 'bob'])
    LANDS.forEach((card, i) =>
      battlefield.push({ id: `${player}-${i}`, card, controller: player }),
    );
  const turns = Math.ceil(minEvents / 30) + 10;
  const { id } = await games.createGame({
    players: ['alice', 'bob'],
    seed: 1,
    start: { turn: 3, activePlayer: 'alice', battlefield, libraries: { alice: turns, bob: turns } },
  });
  let revision = 0;
  let active = 'alice';
  while (revision + 1 < minEvents) {
    const round: GameCommand[] = [
      ...LANDS.map((_, i): GameCommand => ({
        do: 'activate',
        player: active,
        source: `${active}-${i}`,
        ability: 0,
      })),
      { do: 'nextTurn' },
    ];
    for (const command of round) revision = (await games.act(id, command)).revision;
    active = active === 'alice' ? 'bob' : 'alice';
  }
  return { id, revision };
}
