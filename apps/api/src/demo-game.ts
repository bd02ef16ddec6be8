import { CARD_CATALOG } from '@arbiter/cards';
import type { GameCatalog, GameCommandService } from '@arbiter/platform';
import { parseScenario } from '@arbiter/scenarios';
import demoGame from '../../cli/src/demo/demo-game.json';

/** On an empty store, records the bundled demo game so a newcomer sees something at once. */
export async function recordDemoIfEmpty(catalog: GameCatalog, commands: GameCommandService): Promise<string | null> {
  if (await catalog.any()) return null;
  return commands.recordScenario(parseScenario(JSON.stringify(demoGame), 'demo-game.json', CARD_CATALOG));
}
