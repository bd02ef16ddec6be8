/**
 * The API key: taken from the page's `?key=` (the URL the server prints), kept in sessionStorage
 * for this tab only, and removed from the address bar so it is not bookmarked or shared by accident.
 */
const STORAGE_KEY = 'arbiter.key';

export function takeKeyFromLocation(
  location: Location,
  history: History,
  storage: Storage,
): string | null {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('key');
  if (fromUrl !== null && fromUrl !== '') {
    storage.setItem(STORAGE_KEY, fromUrl);
    url.searchParams.delete('key');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return storage.getItem(STORAGE_KEY);
}

export function rememberKey(storage: Storage, key: string): void {
  storage.setItem(STORAGE_KEY, key);
}

export function forgetKey(storage: Storage): void {
  storage.removeItem(STORAGE_KEY);
}
