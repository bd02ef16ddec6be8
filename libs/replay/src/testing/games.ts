/**
 * Test support: small games played through the scenario runner, for the replay specs.
 */
import { CARD_CATALOG } from '@arbiter/cards';
import { createDecider, type GameEvent } from '@arbiter/rules';
import { parseScenario, runScenario } from '@arbiter/scenarios';

export const decider = createDecider(CARD_CATALOG);

/** Runs a scenario given as an object (docs/scenario-format.md) and returns all its events, GameStarted first. */
export function play(scenario: Record<string, unknown>): readonly GameEvent[] {
  const full = {
    name: 'replay spec game',
    source: 'replay spec',
    seed: 1,
    players: ['alice', 'bob'],
    expect: {},
    ...scenario,
  };
  const run = runScenario(
    parseScenario(JSON.stringify(full), 'replay-spec.json', CARD_CATALOG),
    decider,
    'x',
  );
  if (!run.pass) throw new Error(`spec game failed: ${run.failures.join('; ')}`);
  return run.allEvents;
}

/** Exotic Orchard while the opponent controls only Wastes: it makes no mana (106.7, 105.4). */
export function orchardGame(): readonly GameEvent[] {
  return play({
    start: {
      turn: 3,
      activePlayer: 'alice',
      battlefield: [
        { id: 'o1', card: 'Exotic Orchard', controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'alice' },
        { id: 'w1', card: 'Wastes', controller: 'bob' },
      ],
      libraries: { alice: 5, bob: 5 },
    },
    actions: [
      { do: 'activate', player: 'alice', source: 'o1', ability: 0 },
      { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
    ],
  });
}

/** Yes Man: Bob gains control, Alice draws two (hidden information) and a quest counter goes on it. */
export function yesManGame(): readonly GameEvent[] {
  return play({
    start: {
      turn: 3,
      activePlayer: 'alice',
      battlefield: [
        { id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'alice' },
      ],
      libraries: { alice: 10, bob: 10 },
    },
    actions: [
      { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
      { do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] },
      { do: 'resolve' },
      { do: 'resolve' },
      { do: 'nextTurn' },
    ],
  });
}
