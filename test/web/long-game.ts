/**
 * A long game for time-travel and audit figures: both players tap their lands for mana on their
 * turn, then the turn passes (untap, draw and every step), again and again, every action legal.
 * `recordLongGame` records it through the game service, with its snapshots as in production;
 * the replay bench drives the engine with the same start and rounds.
 */
import type { GameCommandService } from '@arbiter/platform';
import type { GameCommand, GameStart, StartPermanent } from '@arbiter/rules';

const LANDS = ['Forest', 'Island', 'Mountain', 'Forest', 'Island', 'Mountain', 'Forest', 'Wastes'];

/** Eight lands each; `turns` cards in each library (a draw per turn). */
export function longGameStart(turns: number): GameStart {
  const battlefield: StartPermanent[] = [];
  for (const player of ['alice', 'bob'])
    LANDS.forEach((card, i) =>
      battlefield.push({ id: `${player}-${i}`, card, controller: player }),
    );
  return { turn: 3, activePlayer: 'alice', battlefield, libraries: { alice: turns, bob: turns } };
}

/** One turn of the active player: tap every land, then pass to the next turn. */
export function longGameRound(active: string): GameCommand[] {
  return [
    ...LANDS.map((_, i): GameCommand => ({
      do: 'activate',
      player: active,
      source: `${active}-${i}`,
      ability: 0,
    })),
    { do: 'nextTurn' },
  ];
}

export async function recordLongGame(
  games: Pick<GameCommandService, 'createGame' | 'act'>,
  minEvents: number,
): Promise<{ id: string; revision: number }> {
  const turns = Math.ceil(minEvents / 30) + 10;
  const { id } = await games.createGame({
    players: ['alice', 'bob'],
    seed: 1,
    start: longGameStart(turns),
  });
  let revision = 0;
  let active = 'alice';
  while (revision + 1 < minEvents) {
    for (const command of longGameRound(active)) revision = (await games.act(id, command)).revision;
    active = active === 'alice' ? 'bob' : 'alice';
  }
  return { id, revision };
}
