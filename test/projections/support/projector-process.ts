import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { WorkerMessage, WorkerOptions } from '../workers/projector.worker';

const repoRoot = join(__dirname, '..', '..', '..');

/** A projector worker process and the messages it sent so far. */
export interface ProjectorProcess {
  readonly child: ChildProcess;
  readonly messages: WorkerMessage[];
  /** Resolves with the first message (past or future) that matches; rejects if it exits first. */
  until(match: (m: WorkerMessage) => boolean, timeoutMs?: number): Promise<WorkerMessage>;
  /** Resolves with how it ended. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Forks `projector.worker.ts` in a real, separate Node process (SWC on load, tsconfig paths). */
export function startProjector(options: WorkerOptions): ProjectorProcess {
  const child = fork(
    join(__dirname, '..', 'workers', 'projector.worker.ts'),
    [JSON.stringify(options)],
    {
      cwd: repoRoot,
      execArgv: ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const messages: WorkerMessage[] = [];
  child.on('message', (m) => messages.push(m as WorkerMessage));
  let ended: string | undefined;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = String(code ?? signal);
      resolve({ code, signal });
    });
  });
  return {
    child,
    messages,
    exited: () => exit,
    until: (match, timeoutMs = 60_000) => {
      const seen = messages.find(match);
      if (seen !== undefined) return Promise.resolve(seen);
      if (ended !== undefined)
        return Promise.reject(new Error(`projector ${options.ownerId} exited (${ended}) first`));
      return new Promise<WorkerMessage>((resolve, reject) => {
        const onMessage = (m: unknown): void => {
          if (!match(m as WorkerMessage)) return;
          cleanup();
          resolve(m as WorkerMessage);
        };
        const onExit = (code: number | null, signal: string | null): void => {
          cleanup();
          reject(
            new Error(`projector ${options.ownerId} exited (${String(code ?? signal)}) first`),
          );
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`projector ${options.ownerId}: no matching message in ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = (): void => {
          clearTimeout(timer);
          child.off('message', onMessage);
          child.off('exit', onExit);
        };
        child.on('message', onMessage);
        child.on('exit', onExit);
      });
    },
  };
}

/** An `idle` message at or past a position. */
export const idleAt =
  (position: bigint) =>
  (m: WorkerMessage): boolean =>
    m.kind === 'idle' && BigInt(m.position) >= position;
