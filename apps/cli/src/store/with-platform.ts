/**
 * Commands that use the configured event store open the platform (config, store, the games'
 * write side, read side and list) only while they run, so that `scenario run` never touches a store.
 */
import { NestFactory } from '@nestjs/core';
import { GameCatalog, GameCommandService, GameQueryService, PlatformModule, type GameServices } from '@arbiter/platform';

export type PlatformGames = Pick<GameServices, 'commands' | 'queries' | 'catalog'>;

export async function withGames<T>(work: (games: PlatformGames) => Promise<T>): Promise<T> {
  const ctx = await NestFactory.createApplicationContext(PlatformModule, { logger: ['error', 'warn'] });
  try {
    return await work({ commands: ctx.get(GameCommandService), queries: ctx.get(GameQueryService), catalog: ctx.get(GameCatalog) });
  } finally {
    await ctx.close();
  }
}
