/** Loads something when its inputs change; a newer load makes an older answer irrelevant. */
import { useEffect, useState } from 'preact/hooks';
import { errorText } from './api-client';

export type Loaded<T> =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly value: T }
  | { readonly state: 'failed'; readonly error: string; readonly status: number | null };

export function useAsync<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): Loaded<T> {
  const [result, setResult] = useState<Loaded<T>>({ state: 'idle' });
  useEffect(() => {
    if (load === null) {
      setResult({ state: 'idle' });
      return;
    }
    let current = true;
    setResult({ state: 'loading' });
    load().then(
      (value) => {
        if (current) setResult({ state: 'done', value });
      },
      (err: unknown) => {
        const status =
          typeof err === 'object' &&
          err !== null &&
          'status' in err &&
          typeof err.status === 'number'
            ? err.status
            : null;
        if (current) setResult({ state: 'failed', error: errorText(err), status });
      },
    );
    return () => {
      current = false;
    };
  }, deps);
  return result;
}
