/**
 * The game providers wired by hand, for scripts and tests that run without a Nest container: the
 * repository, the write side, the read side and the list, over one store.
 *
 * @example
 * const { commands, queries } = createGameServices(store, loadConfig());
 * const { id } = await commands.createGame({ players: ['alice', 'bob'] });
 * await queries.view(id, { kind: 'all' });
 */
import type { EventStore } from '@arbiter/event-store';
import type { ArbiterConfig } from '../config/arbiter-config';
import { GameCatalog } from './game-catalog.service';
import { GameCommandService } from './game-command.service';
import { GameQueryService } from './game-query.service';
import { GameRepository } from './game.repository';

export interface GameServices {
  readonly repository: GameRepository;
  readonly commands: GameCommandService;
  readonly queries: GameQueryService;
  readonly catalog: GameCatalog;
}

export function createGameServices(store: EventStore, config: ArbiterConfig): GameServices {
  const repository = new GameRepository(store, config);
  return {
    repository,
    commands: new GameCommandService(repository, config),
    queries: new GameQueryService(repository),
    catalog: new GameCatalog(repository, config),
  };
}
