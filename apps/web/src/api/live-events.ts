/**
 * Live events of a game over Server-Sent Events (`GET /games/:id/live?from=`). EventSource cannot
 * send headers, so the key goes in the query, as the API allows. It reconnects by itself.
 */
import { useEffect, useState } from 'preact/hooks';
import type { EventLine } from '@arbiter/contracts';

export function useLiveEvents(url: string | null, onEvent: (e: EventLine) => void): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    source.onopen = () => {
      setOpen(true);
    };
    source.onerror = () => {
      setOpen(source.readyState === EventSource.OPEN);
    };
    source.onmessage = (m: MessageEvent<string>) => {
      onEvent(JSON.parse(m.data) as EventLine);
    };
    return () => {
      source.close();
      setOpen(false);
    };
    // onEvent is read through a stable callback by the caller
  }, [url]);
  return open;
}
