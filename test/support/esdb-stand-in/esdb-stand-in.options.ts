/** How a stand-in server behaves; every field has a default that imitates EventStoreDB 24.10. */
export interface EsdbStandInOptions {
  /**
   * Advertise `Streams.BatchAppend` in `ServerFeatures.GetSupportedMethods`. The 6.x client then
   * appends over BatchAppend, as it does against a real 21.10+ server; with `false` it falls back
   * to the older client-streaming `Append`. Default true.
   */
  readonly batchAppend?: boolean;
  /** Largest append, in bytes of proposed messages, like the server's `MaxAppendSize` (default 1 MiB). */
  readonly maxAppendSize?: number;
  /** Position of the first record written. Default 0. */
  readonly firstPosition?: bigint;
  /** Clock for the `created` stamp of each event. Default the system clock. */
  readonly now?: () => Date;
  /**
   * Reproduce kurrent-io/KurrentDB#4970: when a filtered `$all` subscription reaches the end of
   * the log, send a checkpoint equal to the position the *next* record will get, instead of the
   * last record considered. A client that resumes after that checkpoint skips the next event.
   * Default false (the fixed behaviour).
   */
  readonly checkpointBeyondLastEvent?: boolean;
  /** Version string reported by GetSupportedMethods. */
  readonly serverVersion?: string;
}

export type ResolvedStandInOptions = Required<EsdbStandInOptions>;

export function resolveOptions(options: EsdbStandInOptions = {}): ResolvedStandInOptions {
  return {
    batchAppend: options.batchAppend ?? true,
    maxAppendSize: options.maxAppendSize ?? 1024 * 1024,
    firstPosition: options.firstPosition ?? 0n,
    now: options.now ?? (() => new Date()),
    checkpointBeyondLastEvent: options.checkpointBeyondLastEvent ?? false,
    serverVersion: options.serverVersion ?? '24.10.0-stand-in',
  };
}
