/** Loads something when its inputs change; a newer load makes an older answer irrelevant. */
import { useEffect, useState } from 'preact/hooks';
import { errorText } from './api-client';

export type Loaded<T> =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly value: T }
  | { readonly state: 'failed'; readonly error: string; readonly status: number | null };

const sameDeps = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((d, i) => Object.is(d, b[i]));

export function useAsync<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): Loaded<T> {
  // Each answer is kept with the inputs it was loaded for: in the render where the inputs have
  // just changed (before the effect below starts the new load), the older answer is not shown as
  // if it were the new one (say, one report's rows under another report's name).
  const [result, setResult] = useState<{ deps: readonly unknown[]; loaded: Loaded<T> }>({
    deps,
    loaded: { state: 'idle' },
  });
  useEffect(() => {
    if (load === null) {
      setResult({ deps, loaded: { state: 'idle' } });
      return;
    }
    let current = true;
    setResult({ deps, loaded: { state: 'loading' } });
    load().then(
      (value) => {
        if (current) setResult({ deps, loaded: { state: 'done', value } });
      },
      (err: unknown) => {
        const status =
          typeof err === 'object' &&
          err !== null &&
          'status' in err &&
          typeof err.status === 'number'
            ? err.status
            : null;
        if (current)
          setResult({ deps, loaded: { state: 'failed', error: errorText(err), status } });
      },
    );
    return () => {
      current = false;
    };
  }, deps);
  if (sameDeps(result.deps, deps)) return result.loaded;
  return load === null ? { state: 'idle' } : { state: 'loading' };
}
