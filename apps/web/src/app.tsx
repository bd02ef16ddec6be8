/**
 * The page: asks for a key when it has none, learns the key's role (`GET /me`), and shows the
 * games, a game, the audit of a log or the analytics, by the URL's hash.
 */
import { useMemo, useState } from 'preact/hooks';
import type { Identity } from '@arbiter/contracts';
import { api, createApiClient } from './api/api-client';
import { forgetKey, rememberKey } from './api/key-store';
import { useAsync } from './api/use-async';
import { AnalyticsPage } from './pages/analytics.page';
import { AuditPage } from './pages/audit.page';
import { GameListPage } from './pages/game-list.page';
import { GamePage } from './pages/game.page';
import { useRoute, type Route } from './routing/hash-route';

function KeyForm({
  problem,
  onKey,
}: {
  readonly problem: string | null;
  readonly onKey: (key: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <main id="main" class="page key-page">
      <h2>Sign in with an API key</h2>
      <p>
        The server prints its keys when it starts, with links such as{' '}
        <code>http://localhost:3000/?key=…</code>. A judge key sees everything; a player key shows
        that player's view.
      </p>
      {problem === null ? null : (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (value.trim() !== '') onKey(value.trim());
        }}
      >
        <label>
          API key{' '}
          <input
            type="password"
            autocomplete="off"
            value={value}
            onInput={(e) => {
              setValue(e.currentTarget.value);
            }}
            required
          />
        </label>
        <button type="submit">Use this key</button>
      </form>
    </main>
  );
}

function roleText(identity: Identity): string {
  return identity.role === 'player' ? `player ${identity.player ?? ''}` : identity.role;
}

function NavLink({
  route,
  page,
  href,
  children,
}: {
  readonly route: Route;
  readonly page: Route['page'];
  readonly href: string;
  readonly children: string;
}) {
  const current = route.page === page || (page === 'games' && route.page === 'game');
  return (
    <a href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

export function App({ initialKey }: { readonly initialKey: string | null }) {
  const [key, setKey] = useState(initialKey);
  const route = useRoute();
  const client = useMemo(() => (key === null ? null : createApiClient(key)), [key]);
  const identity = useAsync(client === null ? null : () => api.me(client), [client]);

  const signOut = (): void => {
    forgetKey(window.sessionStorage);
    setKey(null);
  };

  let body;
  if (client === null || (identity.state === 'failed' && identity.status === 401)) {
    body = (
      <KeyForm
        problem={identity.state === 'failed' ? `That key was refused: ${identity.error}` : null}
        onKey={(k) => {
          rememberKey(window.sessionStorage, k);
          setKey(k);
        }}
      />
    );
  } else if (identity.state === 'failed') {
    body = (
      <main id="main" class="page">
        <p class="error" role="alert">
          The API did not answer: {identity.error}
        </p>
      </main>
    );
  } else if (identity.state !== 'done') {
    body = (
      <main id="main" class="page">
        <p role="status">Connecting…</p>
      </main>
    );
  } else {
    const who = identity.value;
    switch (route.page) {
      case 'games':
        body = <GameListPage client={client} />;
        break;
      case 'game':
        body = (
          <GamePage
            key={route.id}
            client={client}
            identity={who}
            id={route.id}
            revision={route.revision}
            tab={route.tab}
            as={who.role === 'judge' ? route.as : null}
          />
        );
        break;
      case 'audit':
        body =
          who.role === 'judge' ? (
            <AuditPage client={client} />
          ) : (
            <main id="main" class="page">
              <p class="error" role="alert">
                Auditing a log needs a judge key.
              </p>
            </main>
          );
        break;
      case 'analytics':
        body = <AnalyticsPage client={client} />;
        break;
    }
  }

  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="top">
        <h1>
          <a href="#/">Arbiter</a>
        </h1>
        <nav aria-label="main">
          <NavLink route={route} page="games" href="#/">
            Games
          </NavLink>
          <NavLink route={route} page="audit" href="#/audit">
            Audit a log
          </NavLink>
          <NavLink route={route} page="analytics" href="#/analytics">
            Analytics
          </NavLink>
        </nav>
        {identity.state === 'done' ? (
          <span class="who" data-testid="identity">
            <span class="badge badge-player">{roleText(identity.value)}</span>
            <button type="button" class="link" onClick={signOut}>
              Sign out
            </button>
          </span>
        ) : null}
      </header>
      {body}
    </>
  );
}
