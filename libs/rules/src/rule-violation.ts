/**
 * A refused action (CR 732.1 for illegal actions): carries the CR rule that forbids it. The decider
 * turns it into an `ActionRejected` event; the state does not change.
 *
 * @example
 * throw new RuleViolation('302.6', 'Llanowar Elves came under your control this turn');
 */
import type { RuleNumber } from './citations';
export class RuleViolation extends Error {
  readonly rule: RuleNumber;
  readonly reason: string;

  constructor(rule: RuleNumber, reason: string) {
    // A refusal is an answer, not a fault: it never leaves the decider, so it skips the stack
    // trace, which was most of its cost when legal actions are listed by trying candidates.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`${reason} (CR ${rule})`);
    Error.stackTraceLimit = limit;
    this.name = 'RuleViolation';
    this.rule = rule;
    this.reason = reason;
  }
}

/** A game set-up or card pool problem: bad input, not a rules question. */
export class SetupError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'SetupError';
  }
}
