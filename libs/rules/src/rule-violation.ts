/**
 * A refused action (CR 732.1 for illegal actions): carries the CR rule that forbids it. The decider
 * turns it into an `ActionRejected` event; the state does not change.
 *
 * @example
 * throw new RuleViolation('302.6', 'Llanowar Elves came under your control this turn');
 */
export class RuleViolation extends Error {
  constructor(
    readonly rule: string,
    readonly reason: string,
  ) {
    super(`${reason} (CR ${rule})`);
    this.name = 'RuleViolation';
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
