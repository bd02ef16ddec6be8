import { status } from '@grpc/grpc-js';
import type { ServerWritableStream } from '@grpc/grpc-js';
import type { OpenCall } from './open-call';

/**
 * Writes to a server-streaming call with backpressure: waits for `drain` when grpc-js says its
 * buffer is full, so a million-event read is streamed rather than queued in memory. Resolves
 * `false` once the client has cancelled the call (or the server is stopping).
 */
export class CallWriter<Req, Resp> implements OpenCall {
  private closed = false;
  private readonly stopWaiting: (() => void)[] = [];

  constructor(private readonly call: ServerWritableStream<Req, Resp>) {
    const close = (): void => {
      this.close();
    };
    call.on('cancelled', close);
    call.on('error', close);
    call.on('close', close);
  }

  /** False once the client went away; callers stop producing then. */
  isOpen(): boolean {
    return !this.closed && !this.call.cancelled;
  }

  async write(message: Resp): Promise<boolean> {
    if (!this.isOpen()) return false;
    if (this.call.write(message)) return true;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        this.call.off('drain', done);
        const index = this.stopWaiting.indexOf(done);
        if (index >= 0) this.stopWaiting.splice(index, 1);
        resolve();
      };
      this.call.once('drain', done);
      this.stopWaiting.push(done);
    });
    return this.isOpen();
  }

  /** Registers a callback run once when the call closes (used to wake a waiting subscription). */
  onClose(callback: () => void): void {
    if (!this.isOpen()) callback();
    else this.stopWaiting.push(callback);
  }

  /** Ends the call normally (status OK) unless the client already went away. */
  end(): void {
    if (this.isOpen()) this.call.end();
    this.close();
  }

  readonly drop = (): void => {
    this.fail({ code: status.UNAVAILABLE, details: 'Server is shutting down.' });
  };

  /** Fails the call with a status (grpc-js sends an 'error' on a server stream as its final status). */
  fail(error: { code: number; details: string }): void {
    if (this.isOpen()) this.call.emit('error', error);
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const callbacks = this.stopWaiting.splice(0);
    for (const callback of callbacks) callback();
  }
}
