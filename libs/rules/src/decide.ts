/**
 * The decider (style.md §1): `decide(command, state)` → events, `evolve(state, event)` → state,
 * `start(gameId, setup)` → the first event. Pure and deterministic: no I/O, no clock, no
 * randomness beyond the game's seed.
 *
 * @example
 * const game = createDecider(catalog);
 * let state = game.start('g1', setup).reduce(game.evolve, game.initialState());
 * const events = game.decide({ do: 'activate', player: 'alice', source: 'f1', ability: 0 }, state);
 */
import { runAgenda } from './agenda';
import type { Task } from './task';
import { activate, cast, choose, concede, nextStep, play, resolve } from './actions';
import { attack, block } from './declarations';
import { keep, mulligan } from './mulligan';
import { pass, takePriority } from './priority';
import type { CardCatalog } from './card-catalog';
import type { GameCommand } from './commands';
import { DecideContext } from './context';
import { CR_VERSION } from './cr-version';
import type { GameEvent } from './events';
import { evolve, initialState } from './evolve';
import { RuleViolation } from './rule-violation';
import type { GameSetup } from './setup';
import type { GameState } from './state';
import { assertNever } from './assert-never';
import { detectTriggers } from './triggers';

/** Plain functions (no `this`), so they can be passed around: `events.reduce(decider.evolve, s0)`. */
export interface Decider {
  readonly catalog: CardCatalog;
  readonly initialState: () => GameState;
  readonly start: (gameId: string, setup: GameSetup) => GameEvent[];
  readonly decide: (command: GameCommand, state: GameState) => GameEvent[];
  /**
   * `decide`, with the state its events lead to: what folding `evolve` over them gives, which
   * `decide` has already computed (it applies each event as it emits it), so callers that keep
   * the state don't apply the events a second time.
   */
  readonly decideAndEvolve: (command: GameCommand, state: GameState) => Decided;
  readonly evolve: (state: GameState, event: GameEvent) => GameState;
}

/** A command's events and the state after them. */
export interface Decided {
  readonly events: GameEvent[];
  readonly state: GameState;
}

export function createDecider(catalog: CardCatalog): Decider {
  return {
    catalog,
    initialState,
    evolve,
    start: (gameId, setup) => [
      { type: 'GameStarted', data: { gameId, crVersion: CR_VERSION, setup }, metadata: { kind: 'decision', actor: 'engine', rule: '103.1' } },
    ],
    decide: (command, state) => decide(catalog, command, state).events,
    decideAndEvolve: (command, state) => decide(catalog, command, state),
  };
}

function decide(catalog: CardCatalog, command: GameCommand, state: GameState): Decided {
  const ctx = new DecideContext(state, catalog, detectTriggers);
  try {
    if (state.revision < 0) throw new RuleViolation('103.1', 'the game has not started');
    if (state.winner !== null) throw new RuleViolation('104.1', `the game is over: ${state.winner} won`);
    run(ctx, command);
    return { events: ctx.events, state: ctx.state };
  } catch (err) {
    if (!(err instanceof RuleViolation)) throw err;
    // Everything the command had emitted is dropped: the refusal applies to the state it met.
    const player = 'player' in command ? command.player : null;
    const rejected: GameEvent = {
      type: 'ActionRejected',
      data: { player, action: command, rule: err.rule, reason: err.reason },
      metadata: { kind: 'decision', actor: player ?? 'engine', rule: err.rule },
    };
    return { events: [rejected], state: evolve(state, rejected) };
  }
}

function run(ctx: DecideContext, command: GameCommand): void {
  const checkpoint: Task = { kind: 'checkpoint' };
  switch (command.do) {
    case 'activate': {
      // A mana ability activated while a payment is asked for (605.3a): the question comes again after it.
      const waiting = ctx.state.pendingChoice?.continuation.tasks;
      takePriority(ctx, command.player);
      runAgenda(ctx, [...activate(ctx, command), ...(waiting ?? [checkpoint])]);
      return;
    }
    case 'cast':
      takePriority(ctx, command.player);
      runAgenda(ctx, [...cast(ctx, command), checkpoint]);
      return;
    case 'play':
      takePriority(ctx, command.player);
      runAgenda(ctx, [...play(ctx, command), checkpoint]);
      return;
    case 'pass':
      runAgenda(ctx, [...pass(ctx, command.player), checkpoint]);
      return;
    case 'choose':
      runAgenda(ctx, choose(ctx, command));
      return;
    case 'resolve':
      runAgenda(ctx, [...resolve(ctx), checkpoint]);
      return;
    case 'nextStep':
      nextStep(ctx);
      runAgenda(ctx, [{ kind: 'advance', mode: 'nextStep' }, checkpoint]);
      return;
    case 'nextTurn':
      // Moves step by step to the next player's precombat main phase, stopping early where the
      // stack or a choice needs attention.
      nextStep(ctx, 'nextTurn');
      runAgenda(ctx, [{ kind: 'advance', mode: 'nextTurn' }, checkpoint, { kind: 'turnLoop', startTurn: ctx.state.turn }]);
      return;
    case 'attack':
      runAgenda(ctx, attack(ctx, command));
      return;
    case 'block':
      runAgenda(ctx, block(ctx, command));
      return;
    case 'mulligan':
      runAgenda(ctx, mulligan(ctx, command));
      return;
    case 'keep':
      runAgenda(ctx, keep(ctx, command));
      return;
    case 'concede': {
      const rest = concede(ctx, command);
      // A choice still pending is another player's, mid-resolution: SBAs and triggers wait until
      // a player would receive priority (117.5, 603.3), which its continuation ends with.
      runAgenda(ctx, ctx.state.pendingChoice === null ? [...rest, checkpoint] : rest);
      return;
    }
    default:
      assertNever(command);
  }
}
