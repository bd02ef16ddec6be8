import type { StreamingRead } from '@eventstore/db-client';

/** Reads a whole client read (tests only: the streams are small). */
export async function collectRead<E>(read: StreamingRead<E>): Promise<E[]> {
  const out: E[] = [];
  for await (const item of read) out.push(item);
  return out;
}

/** The rejection of a promise expected to fail. */
export async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error: unknown) {
    return error;
  }
  throw new Error('expected a failure');
}
