/** The selected event in full: its line, who made it, the rule cited, and its data. */
import type { EventLine } from '@arbiter/contracts';
import { splitCitation } from '../model/citations';
import { JsonBlock } from './json-value';
import { RuleChip } from './rule-chip';

export function EventDetail({ event }: { readonly event: EventLine | undefined }) {
  if (event === undefined) return null;
  const { text, rule } = splitCitation(event.text);
  return (
    <section class="event-detail" data-testid="event-detail" aria-label="selected event">
      <p>
        <span class="ev-rev">#{event.revision}</span> <strong>{event.type}</strong>{' '}
        <span class={`badge badge-${event.metadata.kind}`}>{event.metadata.kind}</span>{' '}
        <span class="muted">by {event.metadata.actor}</span>{' '}
        <RuleChip rule={rule ?? event.metadata.rule} />
      </p>
      <p class="event-text">{text}</p>
      <details>
        <summary>Event data</summary>
        <JsonBlock value={event.data} />
      </details>
    </section>
  );
}
