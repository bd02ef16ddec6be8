/**
 * The API's side of the projector thread (`projector.worker.ts`): starts it, relays the runner's
 * statuses on `status$` as a runner in this thread would report them, and stops it.
 */
import { Worker } from 'node:worker_threads';
import { Subject, type Observable } from 'rxjs';
import { workerScript } from '@arbiter/event-store-sqlite';
import { whenIdle, type RunnerStatus } from '@arbiter/projections';
import { fromWireStatus, type ProjectorReply, type ProjectorRequest, type ProjectorThreadData } from './projector.protocol';

const YOUNG_GENERATION_MB = 8;

export class ProjectorThread {
  private readonly statusSubject = new Subject<RunnerStatus>();
  /** The runner's statuses; completes when the thread has stopped. */
  readonly status$: Observable<RunnerStatus> = this.statusSubject.asObservable();
  private lastStatus: RunnerStatus | undefined;
  private readonly worker: Worker;
  private readonly exited: Promise<void>;
  private stopping = false;

  constructor(data: ProjectorThreadData) {
    const { file, execArgv } = workerScript(__filename, 'projector.worker');
    this.worker = new Worker(file, {
      workerData: data,
      execArgv,
      // Batches are small and short-lived: a small young generation keeps the thread's memory
      // small (V8's default lets each thread's young generation grow to ~48 MB).
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // Like the runner's timers: the projector alone does not keep a process alive.
    this.worker.unref();
    this.worker.on('message', (reply: ProjectorReply) => {
      this.emit(fromWireStatus(reply.status));
    });
    this.worker.on('error', (error: Error) => {
      this.emit({ kind: 'failed', error });
    });
    this.exited = new Promise<void>((resolve) => {
      this.worker.on('exit', (code: number) => {
        if (this.lastStatus?.kind !== 'stopped') {
          if (!this.stopping && this.lastStatus?.kind !== 'failed')
            this.emit({
              kind: 'failed',
              error: new Error(`the projector thread has stopped (exit code ${code})`),
            });
          this.emit({ kind: 'stopped' });
        }
        this.statusSubject.complete();
        resolve();
      });
    });
  }

  /** The last status reported (undefined until the thread reports). */
  get status(): RunnerStatus | undefined {
    return this.lastStatus;
  }

  /** See `ProjectionRunner.whenIdle`. */
  whenIdle(position?: bigint): Promise<bigint | null> {
    return whenIdle(this.status$, this.lastStatus, position);
  }

  /** Commits what the thread received, frees the lock, closes its connections. Idempotent. */
  async stop(): Promise<void> {
    if (!this.stopping) {
      this.stopping = true;
      this.worker.ref();
      this.worker.postMessage({ kind: 'stop' } satisfies ProjectorRequest);
    }
    await this.exited;
  }

  private emit(status: RunnerStatus): void {
    this.lastStatus = status;
    this.statusSubject.next(status);
  }
}
