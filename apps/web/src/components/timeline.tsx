/**
 * The scrubber over revisions. A native range input: ←/→ step one revision, Home/End go to the
 * first and last, PageUp/PageDown jump, and screen readers announce the value.
 */
export interface TimelineProps {
  readonly revision: number;
  readonly last: number;
  readonly live: boolean;
  readonly onChange: (revision: number) => void;
}

export function Timeline({ revision, last, live, onChange }: TimelineProps) {
  const go = (r: number): void => {
    onChange(Math.max(0, Math.min(last, r)));
  };
  return (
    <div class="timeline" role="group" aria-label="time travel">
      <button
        type="button"
        onClick={() => {
          go(0);
        }}
        disabled={revision === 0}
        aria-label="First revision"
        title="First revision (Home)"
      >
        «
      </button>
      <button
        type="button"
        onClick={() => {
          go(revision - 1);
        }}
        disabled={revision === 0}
        aria-label="Previous revision"
        title="Previous revision (←)"
      >
        ◀
      </button>
      <label class="sr-only" for="scrubber">
        Revision
      </label>
      <input
        id="scrubber"
        data-testid="scrubber"
        type="range"
        min={0}
        max={last}
        step={1}
        value={revision}
        aria-valuetext={`revision ${revision} of ${last}`}
        onInput={(e) => {
          go(Number(e.currentTarget.value));
        }}
      />
      <button
        type="button"
        onClick={() => {
          go(revision + 1);
        }}
        disabled={revision >= last}
        aria-label="Next revision"
        title="Next revision (→)"
      >
        ▶
      </button>
      <button
        type="button"
        onClick={() => {
          go(last);
        }}
        disabled={revision >= last}
        aria-label="Last revision"
        title="Last revision (End)"
      >
        »
      </button>
      <output class="timeline-pos" for="scrubber" aria-live="off">
        {revision} / {last}
      </output>
      {live ? (
        <span class="badge badge-live" title="new events appear as they are recorded">
          ● live
        </span>
      ) : null}
    </div>
  );
}
