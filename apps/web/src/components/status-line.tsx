/** What a panel shows while its data is not there: loading, or the API's error. */
import type { Loaded } from '../api/use-async';

export function StatusLine({
  loaded,
  what,
}: {
  readonly loaded: Loaded<unknown>;
  readonly what: string;
}) {
  if (loaded.state === 'loading')
    return (
      <p class="muted" role="status">
        Loading {what}…
      </p>
    );
  if (loaded.state === 'failed') {
    return (
      <p class="error" role="alert">
        Could not load {what}: {loaded.error}
      </p>
    );
  }
  return null;
}
