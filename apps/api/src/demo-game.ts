import { CARD_CATALOG } from '@arbiter/cards';
import type { GameService } from '@arbiter/platform';
import { parseScenario } from '@arbiter/scenarios';
import demoGame from '../../cli/src/demo/demo-game.json';

/** On an empty store, records the bundled demo game so a newcomer sees something at once. */
export async function recordDemoIfEmpty(games: GameService): Promise<string | null> {
  if ((await games.list()).length > 0) return null;
  return games.recordScenario(parseScenario(JSON.stringify(demoGame), 'demo-game.json', CARD_CATALOG));
}
