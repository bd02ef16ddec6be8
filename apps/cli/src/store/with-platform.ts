/**
 * Commands that use the configured event store open the platform (config, store, game service)
 * only while they run, so that `scenario run` never touches a store.
 */
import { NestFactory } from '@nestjs/core';
import { GameService, PlatformModule } from '@arbiter/platform';

export async function withGames<T>(work: (games: GameService) => Promise<T>): Promise<T> {
  const ctx = await NestFactory.createApplicationContext(PlatformModule, { logger: ['error', 'warn'] });
  try {
    return await work(ctx.get(GameService));
  } finally {
    await ctx.close();
  }
}
