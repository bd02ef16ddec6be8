/** Messages between the SQLite store and its writer thread (plain data: structured clone). */
import type { PreparedAppend } from '@arbiter/event-store';
import type { WireError, WriteOutcome } from './sqlite-writer';

/** One append, numbered so that its outcome finds its caller. */
export interface PostedAppend {
  readonly seq: number;
  readonly prepared: PreparedAppend;
  readonly created: number;
}

export type WriterRequest =
  /** The appends made during one turn of the caller's event loop, in order. */
  | { readonly kind: 'append'; readonly appends: readonly PostedAppend[] }
  | { readonly kind: 'close' };

export type WriterReply =
  | {
      readonly kind: 'written';
      readonly outcomes: readonly (
        | { readonly seq: number; readonly ok: WriteOutcome }
        | { readonly seq: number; readonly error: WireError }
      )[];
    }
  | { readonly kind: 'closed' };
