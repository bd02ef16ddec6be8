/**
 * Audits of uploaded logs on a thread of their own (`upload-audit.worker.ts`), started on first
 * use: a 50 MiB log takes about a second to parse and audit, which in the API's thread would
 * stall every other request. The thread sends back the finished answer (a string), so the API's
 * thread does no work in proportion to the log.
 */
import { Worker } from 'node:worker_threads';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { workerScript } from '@arbiter/event-store-sqlite';
import { BadInputError } from '../games/game.errors';
import type { AuditAnswer, AuditAnswerType } from './audit-answer';
import type { AuditReply, AuditRequest } from './upload-audit.protocol';

/** The upload is not JSON (HTTP 400 with the parser's message). */
export class UnreadableJsonError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableJsonError';
  }
}

interface Waiting {
  readonly resolve: (answer: AuditAnswer) => void;
  readonly reject: (error: Error) => void;
}

interface AuditThread {
  readonly worker: Worker;
  readonly waiting: Map<number, Waiting>;
}

@Injectable()
export class UploadAuditor implements OnModuleDestroy {
  private current: AuditThread | undefined;
  private nextId = 0;

  /**
   * The answer to an uploaded log's bytes, of the type asked for.
   *
   * @throws BadInputError (field `body`) for bytes not in `charset`; UnreadableJsonError for text that is not JSON.
   */
  audit(bytes: Buffer, charset: string, type: AuditAnswerType): Promise<AuditAnswer> {
    const id = this.nextId++;
    // The thread gets the bytes without a copy when they fill their own buffer (a large body does).
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const own = (whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) as ArrayBuffer;
    const thread = this.thread();
    return new Promise<AuditAnswer>((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      thread.worker.ref(); // kept alive while an audit is under way
      thread.worker.postMessage({ id, bytes: own, charset, type } satisfies AuditRequest, [own]);
    });
  }

  async onModuleDestroy(): Promise<void> {
    const thread = this.current;
    this.current = undefined;
    await thread?.worker.terminate();
  }

  private thread(): AuditThread {
    if (this.current !== undefined) return this.current;
    const { file, execArgv } = workerScript(__filename, 'upload-audit.worker');
    const thread: AuditThread = { worker: new Worker(file, { execArgv }), waiting: new Map() };
    thread.worker.on('message', (reply: AuditReply) => {
      const waiting = thread.waiting.get(reply.id);
      thread.waiting.delete(reply.id);
      if (thread.waiting.size === 0) thread.worker.unref(); // an idle audit thread keeps no process alive
      if (waiting === undefined) return;
      if ('answer' in reply) waiting.resolve(reply.answer);
      else if ('failed' in reply) waiting.reject(new Error(`the audit failed: ${reply.failed}`));
      else if (reply.unreadable === 'charset') waiting.reject(Object.assign(new BadInputError('body', reply.message), { statusCode: 400 }));
      else waiting.reject(new UnreadableJsonError(reply.message));
    });
    const failAll = (error: Error): void => {
      for (const waiting of thread.waiting.values()) waiting.reject(error);
      thread.waiting.clear();
      if (this.current === thread) this.current = undefined; // the next audit starts a new thread
    };
    thread.worker.on('error', failAll);
    thread.worker.on('exit', (code) => {
      failAll(new Error(`the audit thread has stopped (exit code ${code})`));
    });
    this.current = thread;
    return thread;
  }
}
