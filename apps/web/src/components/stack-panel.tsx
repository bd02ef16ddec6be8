/** The stack, top first, and the choice the game waits for. */
import type { GameView } from '@arbiter/contracts';

export function StackPanel({ stack }: { readonly stack: GameView['stack'] }) {
  const topFirst = [...stack].reverse();
  return (
    <section class="stack" data-testid="stack" aria-label="stack">
      <h3>Stack ({stack.length})</h3>
      {stack.length === 0 ? (
        <p class="empty">Empty.</p>
      ) : (
        <ol class="stack-list">
          {topFirst.map((o, i) => (
            <li key={o.id} data-id={o.id}>
              {i === 0 ? <span class="badge badge-active">top</span> : null} <strong>{o.id}</strong>{' '}
              <span class="muted">{o.kind}</span> from {o.source}, controlled by {o.controller}
              {o.x === undefined ? null : <span class="badge">X={o.x}</span>}
              <div class="stack-text">{o.text}</div>
              {o.targets.length === 0 ? null : (
                <div class="muted">targets: {o.targets.join(', ')}</div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function PendingChoicePanel({ choice }: { readonly choice: GameView['pendingChoice'] }) {
  return (
    <section class="choice" data-testid="pending-choice" aria-label="pending choice">
      <h3>Pending choice</h3>
      {choice === null ? (
        <p class="empty">None.</p>
      ) : (
        <p>
          <strong>{choice.player}</strong> chooses <strong>{choice.kind}</strong>
          {choice.attacker === undefined ? null : <> for attacker {choice.attacker}</>}
          {choice.count === undefined ? null : <span class="muted"> ({choice.count} cards)</span>}
          {choice.min === undefined && choice.max === undefined ? null : (
            <span class="muted">
              {' '}
              ({choice.min ?? 0}–{choice.max ?? '∞'})
            </span>
          )}
          :{' '}
          {choice.options.length === 0 ? (
            <em>no options</em>
          ) : (
            choice.options.map((o) => (
              <span key={String(o)} class="badge">
                {String(o)}
              </span>
            ))
          )}
        </p>
      )}
    </section>
  );
}
