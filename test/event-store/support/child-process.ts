import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const repoRoot = join(__dirname, '..', '..', '..');

/**
 * Forks a TypeScript worker in a real, separate Node process (SWC compiles it on load; the
 * `@arbiter/*` aliases resolve through tsconfig paths), with stdout piped and an IPC channel.
 */
export function forkWorker(file: string, args: readonly string[]): ChildProcess {
  return fork(join(__dirname, '..', 'workers', file), [...args], {
    cwd: repoRoot,
    execArgv: ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
}

/** Resolves with the next IPC message of the child; rejects if it exits first or on timeout. */
export function nextMessage<T>(child: ChildProcess, timeoutMs = 20_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cleanup = (): void => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: unknown): void => {
      cleanup();
      resolve(message as T);
    };
    const onExit = (code: number | null, signal: string | null): void => {
      cleanup();
      reject(
        new Error(
          `worker exited (code ${String(code)}, signal ${String(signal)}) before answering`,
        ),
      );
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error('worker did not answer in time'));
    }, timeoutMs);
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Resolves when the child's stdout prints `line`. */
export function lineOnStdout(child: ChildProcess, line: string, timeoutMs = 60_000): Promise<void> {
  const stdout = child.stdout;
  if (stdout === null) return Promise.reject(new Error('worker stdout is not piped'));
  return new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: stdout });
    const timer = setTimeout(() => {
      lines.close();
      reject(new Error(`worker did not print ${line} in time`));
    }, timeoutMs);
    lines.on('line', (text) => {
      if (text.trim() !== line) return;
      clearTimeout(timer);
      lines.close();
      resolve();
    });
  });
}

/** Resolves with how the child ended. */
export function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
    }),
  );
}
