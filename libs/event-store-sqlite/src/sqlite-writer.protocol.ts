/** Messages between the SQLite store and its writer thread (plain data: structured clone). */
import type { PreparedAppend } from '@arbiter/event-store';
import type { WireError, WriteOutcome } from './sqlite-writer';

export type WriterRequest =
  | {
      readonly kind: 'append';
      readonly seq: number;
      readonly prepared: PreparedAppend;
      readonly created: number;
    }
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
