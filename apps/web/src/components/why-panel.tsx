/** "Why did this happen?": the causation chain from the player's decision down to the event. */
import { api, type ApiClient } from '../api/api-client';
import { useAsync } from '../api/use-async';
import { splitCitation } from '../model/citations';
import { RuleChip } from './rule-chip';
import { StatusLine } from './status-line';

export interface WhyPanelProps {
  readonly client: ApiClient;
  readonly gameId: string;
  readonly revision: number;
  readonly onJump: (revision: number) => void;
}

export function WhyPanel({ client, gameId, revision, onJump }: WhyPanelProps) {
  const why = useAsync(() => api.why(client, gameId, revision), [client, gameId, revision]);
  return (
    <section class="panel" data-testid="why-panel" aria-label="why">
      <h3>Why revision {revision}?</h3>
      <StatusLine loaded={why} what="the causation chain" />
      {why.state === 'done' ? (
        <ol class="why-chain">
          {why.value.chain.map((link, i) => (
            <li key={link.revision} class={link.revision === revision ? 'selected' : ''}>
              <button
                type="button"
                data-testid="why-link"
                data-revision={link.revision}
                onClick={() => {
                  onJump(link.revision);
                }}
                aria-current={link.revision === revision ? 'step' : undefined}
              >
                <span class="ev-rev">{link.revision}</span>
                <span class="why-role">
                  {i === 0 ? 'decision' : link.revision === revision ? 'this event' : 'then'}
                </span>
                <span>{splitCitation(link.text).text}</span>
                <RuleChip rule={link.rule} />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
