import { join } from 'node:path';

/**
 * A worker thread's entry file beside the module that starts it (`callerFile`, its `__filename`),
 * and the `execArgv` to start it with: the compiled JavaScript, or, when the caller runs from
 * TypeScript source (tests, `start:dev`), the `.ts` file, which the thread compiles with the same
 * hooks.
 *
 * @example
 * const { file, execArgv } = workerScript(__filename, 'sqlite-writer.worker');
 * new Worker(file, { execArgv });
 */
export function workerScript(
  callerFile: string,
  name: string,
): { file: string; execArgv: string[] } {
  const dir = join(callerFile, '..');
  if (callerFile.endsWith('.ts')) {
    return {
      file: join(dir, `${name}.ts`),
      execArgv: ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register'],
    };
  }
  return { file: join(dir, `${name}.js`), execArgv: [] };
}
