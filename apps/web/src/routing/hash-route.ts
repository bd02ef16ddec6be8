/**
 * Pages live in the URL's hash (`#/games/<id>?r=12&tab=why`), so the API's own paths never clash
 * with the UI's and a link to a revision can be shared (the key stays out of it).
 */
import { useEffect, useState } from 'preact/hooks';

export type GameTab = 'events' | 'why' | 'diff' | 'backup' | 'audit';
export const GAME_TABS: readonly GameTab[] = ['events', 'why', 'diff', 'backup', 'audit'];

export type Route =
  | { readonly page: 'games' }
  | {
      readonly page: 'game';
      readonly id: string;
      readonly revision: number | null;
      readonly tab: GameTab;
      readonly as: string | null;
    }
  | { readonly page: 'audit' }
  | { readonly page: 'analytics' };

function isTab(value: string | null): value is GameTab {
  return value !== null && (GAME_TABS as readonly string[]).includes(value);
}

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  const parts = path.split('/').filter((p) => p !== '');
  if (parts[0] === 'games' && parts[1] !== undefined) {
    const r = params.get('r');
    const tab = params.get('tab');
    return {
      page: 'game',
      id: decodeURIComponent(parts[1]),
      revision: r !== null && /^\d+$/.test(r) ? Number(r) : null,
      tab: isTab(tab) ? tab : 'events',
      as: params.get('as'),
    };
  }
  if (parts[0] === 'audit') return { page: 'audit' };
  if (parts[0] === 'analytics') return { page: 'analytics' };
  return { page: 'games' };
}

export function formatRoute(route: Route): string {
  switch (route.page) {
    case 'games':
      return '#/';
    case 'audit':
      return '#/audit';
    case 'analytics':
      return '#/analytics';
    case 'game': {
      const params = new URLSearchParams();
      if (route.revision !== null) params.set('r', String(route.revision));
      if (route.tab !== 'events') params.set('tab', route.tab);
      if (route.as !== null) params.set('as', route.as);
      const q = params.toString();
      return `#/games/${encodeURIComponent(route.id)}${q === '' ? '' : `?${q}`}`;
    }
  }
}

/** Moves to a route; `replace` keeps scrubbing out of the back button's history. */
export function navigate(route: Route, replace = false): void {
  const hash = formatRoute(route);
  if (hash === window.location.hash) return;
  if (replace) {
    window.history.replaceState(window.history.state, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = hash;
  }
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const onChange = (): void => {
      setRoute(parseRoute(window.location.hash));
    };
    window.addEventListener('hashchange', onChange);
    return () => {
      window.removeEventListener('hashchange', onChange);
    };
  }, []);
  return route;
}
