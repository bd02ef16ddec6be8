/** A streaming call the server must end itself when it stops (subscriptions, BatchAppend). */
export interface OpenCall {
  /** Ends the call with status OK. */
  end(): void;
  /** Ends the call with status UNAVAILABLE, as a server going away does; `undefined` for calls that cannot. */
  readonly drop?: () => void;
}
