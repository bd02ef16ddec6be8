import type { GameCommand, GameStart, PlayerName } from '@arbiter/rules';

/** What an action expects right after it (docs/scenario-format.md). */
export interface ActionExpectation {
  /** The action must be refused, citing a rule that starts with this text. */
  readonly rejected?: string;
  /** Partial GameView right after the action. */
  readonly view?: unknown;
}

export type ScenarioAction = GameCommand & { readonly expect?: ActionExpectation };

export interface EventExpectation {
  readonly type: string;
  readonly data?: unknown;
  /** The event's `metadata.rule` must start with this (docs/scenario-format.md). */
  readonly rule?: string;
}

/** A scenario file (docs/scenario-format.md). */
export interface Scenario {
  readonly file: string;
  readonly name: string;
  readonly source: string;
  readonly seed: number;
  readonly players: readonly PlayerName[];
  readonly start: GameStart;
  readonly actions: readonly ScenarioAction[];
  readonly expect: {
    readonly view?: unknown;
    readonly events?: readonly EventExpectation[];
    readonly noEvents?: readonly EventExpectation[];
  };
}

/** The outcome of running one scenario (`arbiter scenario run --json` prints these). */
export interface ScenarioResult {
  readonly name: string;
  readonly file: string;
  readonly pass: boolean;
  readonly failures: readonly string[];
  readonly view: unknown;
  readonly events: readonly { readonly type: string; readonly data: unknown; readonly rule?: string }[];
}
