/** What the game service can answer besides success; the API maps each to an HTTP status. */
export class GameNotFoundError extends Error {
  constructor(readonly gameId: string) {
    super(`no game "${gameId}"`);
    this.name = 'GameNotFoundError';
  }
}

/** `expectedRevision` is stale (HTTP 409 with the current revision). */
export class StaleRevisionError extends Error {
  constructor(
    readonly expectedRevision: number,
    readonly currentRevision: number,
  ) {
    super(`expected revision ${expectedRevision}, but the game is at revision ${currentRevision}`);
    this.name = 'StaleRevisionError';
  }
}

/** The rules refuse the action (HTTP 422); it is recorded as `ActionRejected`. */
export class ActionRefusedError extends Error {
  constructor(
    readonly rule: string,
    readonly reason: string,
    readonly revision: number,
  ) {
    super(`${reason} (CR ${rule})`);
    this.name = 'ActionRefusedError';
  }
}

/** Input that is not valid (HTTP 400), naming the field. */
export class BadInputError extends Error {
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${field}: ${detail}`);
    this.name = 'BadInputError';
  }
}
