import type { StreamingRead } from '@eventstore/db-client';

/**
 * Iterates a client read (`readStream` / `readAll`) so that stopping early never leaves the gRPC
 * call behind. A plain `for await ... break` destroys the client's read stream while the gRPC
 * call under it stays open (or finished but unread): the client keeps it in its set of open
 * calls and `client.dispose()` then waits for it forever. Here, leaving early cancels the call
 * and lets whatever was already received drain, so the call always ends.
 *
 * @example
 * for await (const resolved of iterateRead(client.readAll())) { if (done(resolved)) break; }
 */
export async function* iterateRead<E>(read: StreamingRead<E>): AsyncGenerator<E> {
  let complete = false;
  try {
    for await (const item of read.iterator({ destroyOnReturn: false }) as AsyncIterable<E>)
      yield item;
    complete = true;
  } catch (error: unknown) {
    complete = true;
    throw error;
  } finally {
    if (!complete) {
      read.resume();
      await read.cancel();
    }
  }
}
