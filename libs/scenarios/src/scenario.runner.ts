/**
 * Runs a scenario through the engine in memory and checks its expectations (docs/scenario-format.md).
 */
import { normalizeSetup, SetupError, toGameView, type Decider, type GameEvent, type GameState } from '@arbiter/rules';
import { partialMismatch } from './partial-match';
import { ScenarioError } from './scenario.errors';
import type { EventExpectation, Scenario, ScenarioResult } from './scenario.types';

function eventMatches(expected: EventExpectation, actual: GameEvent): boolean {
  return (
    expected.type === actual.type &&
    (expected.data === undefined || partialMismatch(expected.data, actual.data, 'data') === null) &&
    (expected.rule === undefined || (actual.metadata.rule ?? '').startsWith(expected.rule))
  );
}

function describeAction(i: number, action: { do: string }): string {
  return `actions[${i}] (${action.do})`;
}

/** Events of a game as `{ type, data }`, the form scenario expectations and `--json` use. */
export interface ScenarioRun extends ScenarioResult {
  readonly state: GameState;
  readonly allEvents: readonly GameEvent[];
}

export function runScenario(scenario: Scenario, decider: Decider, gameId = 'scenario'): ScenarioRun {
  let setup;
  try {
    setup = normalizeSetup(scenario.players, scenario.seed, scenario.start, decider.catalog);
  } catch (err) {
    if (err instanceof SetupError) throw new ScenarioError(scenario.file, err.field, err.message.slice(err.field.length + 2));
    throw err;
  }
  const allEvents: GameEvent[] = decider.start(gameId, setup);
  let state = allEvents.reduce(decider.evolve, decider.initialState());
  const produced: GameEvent[] = [];
  const failures: string[] = [];

  for (const [i, action] of scenario.actions.entries()) {
    const { expect, ...command } = action;
    const events = decider.decide(command, state);
    const rejection = events.length === 1 && events[0]?.type === 'ActionRejected' ? events[0] : undefined;
    const before = state;
    for (const e of events) state = decider.evolve(state, e);
    allEvents.push(...events);
    produced.push(...events);
    if (expect?.rejected !== undefined) {
      if (rejection === undefined) {
        failures.push(`${describeAction(i, action)}: expected a refusal citing ${expect.rejected}, but it was accepted`);
        break;
      }
      if (!rejection.data.rule.startsWith(expect.rejected)) {
        failures.push(`${describeAction(i, action)}: expected a refusal citing ${expect.rejected}, got ${rejection.data.rule}: ${rejection.data.reason}`);
        break;
      }
      // A refused action changes nothing but the revision (CR 732.1).
      if (JSON.stringify({ ...before, revision: 0 }) !== JSON.stringify({ ...state, revision: 0 })) {
        failures.push(`${describeAction(i, action)}: the refused action changed the game state`);
        break;
      }
    } else if (rejection !== undefined) {
      failures.push(`${describeAction(i, action)}: refused: ${rejection.data.reason} (CR ${rejection.data.rule})`);
      break;
    }
    if (expect?.view !== undefined) {
      const m = partialMismatch(expect.view, toGameView(state, decider.catalog), `${describeAction(i, action)} view`);
      if (m !== null) {
        failures.push(m);
        break;
      }
    }
  }

  const view = toGameView(state, decider.catalog);
  if (failures.length === 0) {
    const exp = scenario.expect;
    if (exp.view !== undefined) {
      const m = partialMismatch(exp.view, view, 'expect.view');
      if (m !== null) failures.push(m);
    }
    if (exp.events !== undefined) {
      let at = 0;
      for (const [k, e] of exp.events.entries()) {
        while (at < produced.length && !eventMatches(e, produced[at] as GameEvent)) at++;
        if (at >= produced.length) {
          failures.push(`expect.events[${k}]: no ${e.type}${e.data === undefined ? '' : ` with ${JSON.stringify(e.data)}`}${e.rule === undefined ? '' : ` citing ${e.rule}`} in order after the events matched before it`);
          break;
        }
        at++;
      }
    }
    for (const [k, e] of (exp.noEvents ?? []).entries()) {
      const hit = produced.find((p) => eventMatches(e, p));
      if (hit !== undefined) failures.push(`expect.noEvents[${k}]: found ${hit.type} ${JSON.stringify(hit.data)}`);
    }
  }
  return {
    name: scenario.name, file: scenario.file, pass: failures.length === 0, failures, view,
    events: produced.map((e) => ({ type: e.type, data: e.data, ...(e.metadata.rule === undefined ? {} : { rule: e.metadata.rule }) })), state, allEvents,
  };
}
