import { WrongExpectedVersionError } from '@arbiter/event-store';
import { ActionRefusedError, BadInputError, GameNotFoundError, StaleRevisionError } from '../games/game.errors';
import { StoreUnavailableError } from '../games/storage-health';
import { actionOutcome, ArbiterMetrics } from './arbiter-metrics';

/** One sample's value from the text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics', () => {
  it("give the projector's lag behind this process's last append once both are known, never below 0", async () => {
    const metrics = new ArbiterMetrics();
    expect(metrics.projectorLag()).toBeNull();
    let text = (await metrics.exposition()).text;
    expect(sample(text, 'arbiter_projector_lag{projector="analytics"}')).toBeUndefined();
    metrics.appended(3, 12n);
    metrics.projector({ kind: 'active', from: null, reset: [] });
    expect(metrics.projectorLag()).toBeNull();
    metrics.projector({ kind: 'committed', position: 9n, events: 9 });
    expect(metrics.projectorLag()).toBe(3);
    metrics.projector({ kind: 'stopped' }); // keeps the last position it committed
    metrics.appended(2, 14n);
    text = (await metrics.exposition()).text;
    expect(sample(text, 'arbiter_projector_lag{projector="analytics"}')).toBe(5);
    expect(sample(text, 'arbiter_projector_position{projector="analytics"}')).toBe(9);
    expect(sample(text, 'arbiter_event_store_appended_events_total')).toBe(5);
    expect(sample(text, 'arbiter_event_store_appends_total{outcome="ok"}')).toBe(2);
    metrics.projector({ kind: 'idle', position: 20n });
    expect(metrics.projectorLag()).toBe(0);
  });

  it('count failed appends, and serve the process figures in the text format', async () => {
    const metrics = new ArbiterMetrics();
    metrics.appendFailed();
    const { contentType, text } = await metrics.exposition();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'arbiter_event_store_appends_total{outcome="failed"}')).toBe(1);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE arbiter_http_request_duration_seconds histogram');
  });

  it.each([
    [new ActionRefusedError('601.2', 'no mana', 4), 'refused'],
    [new StaleRevisionError(3, 5), 'conflict'],
    [new WrongExpectedVersionError('game-1', 1n, 2n), 'conflict'],
    [new GameNotFoundError('g'), 'not_found'],
    [new BadInputError('action', 'bad'), 'bad_input'],
    [new StoreUnavailableError('SQLITE_FULL'), 'unavailable'],
    [new Error('boom'), 'error'],
  ])('label an action that ended in %p as %s', (err, outcome) => {
    expect(actionOutcome(err)).toBe(outcome);
  });
});
