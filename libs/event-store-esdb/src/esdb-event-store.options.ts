/**
 * Tuning of {@link EsdbEventStore}. The defaults suit a single node; tests shorten the delays.
 *
 * @example
 * const store = EsdbEventStore.connect('esdb://localhost:2113?tls=false', { resubscribeDelayMs: 50 });
 */
export interface EsdbEventStoreOptions {
  /**
   * How many of a stream's latest events an `any` / `stream_exists` append looks at to recognise
   * a repeated batch (EventStoreDB's own idempotence for `any` is also best effort, over a cache
   * of recent ids). At least the batch's size is always read. Default 64.
   */
  readonly idempotencyWindow?: number;
  /**
   * Attempts of an `any` / `stream_exists` append that keeps losing races to other writers before
   * it gives up with WrongExpectedVersion. Every lost race is another append's success, so this
   * only bounds pathological contention. Default 1,000.
   */
  readonly maxAppendAttempts?: number;
  /** Resubscriptions in a row, without an event in between, before a subscription fails. Default 5. */
  readonly maxResubscribeAttempts?: number;
  /** Wait before resubscribing after a dropped subscription, multiplied by the attempt. Default 500 ms. */
  readonly resubscribeDelayMs?: number;
  /** Stream hashes remembered to skip the pre-append read (entries, oldest dropped). Default 10,000. */
  readonly hashCacheSize?: number;
}

export type ResolvedEsdbOptions = Required<EsdbEventStoreOptions>;

export function resolveEsdbOptions(options: EsdbEventStoreOptions = {}): ResolvedEsdbOptions {
  return {
    idempotencyWindow: options.idempotencyWindow ?? 64,
    maxAppendAttempts: options.maxAppendAttempts ?? 1_000,
    maxResubscribeAttempts: options.maxResubscribeAttempts ?? 5,
    resubscribeDelayMs: options.resubscribeDelayMs ?? 500,
    hashCacheSize: options.hashCacheSize ?? 10_000,
  };
}
