/**
 * Every event of the game, one line each with its CR citation; clicking one jumps there. Only the
 * rows in sight are rendered, so a 10,000-event game scrolls and scrubs as fast as a short one.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { EventLine } from '@arbiter/contracts';
import { splitCitation } from '../model/citations';
import { RuleChip } from './rule-chip';

const ROW_HEIGHT = 30;
const OVERSCAN = 8;

export interface EventListProps {
  readonly events: readonly EventLine[];
  readonly selected: number;
  readonly marked?: ReadonlySet<number>;
  readonly onSelect: (revision: number) => void;
}

export function EventList({ events, selected, marked, onSelect }: EventListProps) {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(480);

  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    const observer = new ResizeObserver(() => {
      setHeight(el.clientHeight);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, []);

  // Keep the selected event in sight when the revision changes from elsewhere (scrubber, why, audit).
  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    const index = events.findIndex((e) => e.revision === selected);
    if (index < 0) return;
    const top = index * ROW_HEIGHT;
    if (top < el.scrollTop || top + ROW_HEIGHT > el.scrollTop + el.clientHeight) {
      el.scrollTop = Math.max(0, top - el.clientHeight / 2);
      setScrollTop(el.scrollTop);
    }
  }, [selected, events]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const count = Math.ceil(height / ROW_HEIGHT) + 2 * OVERSCAN;
  const rows = events.slice(first, first + count);

  return (
    <div
      class="event-list"
      ref={box}
      data-testid="event-list"
      onScroll={(e) => {
        setScrollTop(e.currentTarget.scrollTop);
      }}
    >
      <ol
        aria-label={`events (${events.length})`}
        style={{ height: `${events.length * ROW_HEIGHT}px` }}
      >
        {rows.map((e, i) => {
          const { text, rule } = splitCitation(e.text);
          const isSelected = e.revision === selected;
          const classes = [
            'ev',
            e.metadata.kind,
            isSelected ? 'selected' : '',
            marked?.has(e.revision) === true ? 'marked' : '',
          ]
            .filter((c) => c !== '')
            .join(' ');
          return (
            <li
              key={e.revision}
              class={classes}
              style={{ top: `${(first + i) * ROW_HEIGHT}px` }}
              aria-setsize={events.length}
              aria-posinset={first + i + 1}
            >
              <button
                type="button"
                data-testid="event"
                data-revision={e.revision}
                aria-current={isSelected ? 'step' : undefined}
                title={e.text}
                onClick={() => {
                  onSelect(e.revision);
                }}
              >
                <span class="ev-rev">{e.revision}</span>
                <span class="ev-kind" title={e.metadata.kind}>
                  {e.metadata.kind === 'decision' ? '◆' : '·'}
                </span>
                <span class="ev-text">{text}</span>
                <RuleChip rule={rule ?? e.metadata.rule} />
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
