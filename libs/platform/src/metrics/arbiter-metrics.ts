/**
 * What `GET /metrics` serves, in Prometheus' text format (prom-client): the latency of every
 * request by route, the actions posted and how they ended, the appends to the event store and
 * the events they wrote, how far the analytics projector is behind, and Node's own process
 * figures (CPU, memory, event-loop delay, GC).
 */
import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { WrongExpectedVersionError } from '@arbiter/event-store';
import type { RunnerStatus } from '@arbiter/projections';
import { ActionRefusedError, BadInputError, GameNotFoundError, StaleRevisionError } from '../games/game.errors';
import { StoreUnavailableError } from '../games/storage-health';

/** Seconds; dense around the 20 ms an action should take at p99. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of the one projector the API runs. */
const ANALYTICS = { projector: 'analytics' } as const;

export type ActionOutcome = 'recorded' | 'refused' | 'conflict' | 'not_found' | 'bad_input' | 'unavailable' | 'error';

/** How an action that reached the game service ended (the label of `arbiter_actions_total`). */
export function actionOutcome(err: unknown): ActionOutcome {
  if (err instanceof ActionRefusedError) return 'refused';
  if (err instanceof StaleRevisionError || err instanceof WrongExpectedVersionError) return 'conflict';
  if (err instanceof GameNotFoundError) return 'not_found';
  if (err instanceof BadInputError) return 'bad_input';
  if (err instanceof StoreUnavailableError) return 'unavailable';
  return 'error';
}

/** The position a projector status reports, when it reports one. */
function positionOf(status: RunnerStatus): bigint | null {
  return status.kind === 'committed' || status.kind === 'idle' ? status.position : null;
}

@Injectable()
export class ArbiterMetrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'arbiter_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern (unmatched for no route) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly actions = new Counter({
    name: 'arbiter_actions_total',
    help: 'Actions posted to a game that reached the game service, by outcome (recorded, refused by the rules, conflict, ...)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly appends = new Counter({
    name: 'arbiter_event_store_appends_total',
    help: 'Appends to the event store from this process, by outcome (ok or failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly appendedEvents = new Counter({
    name: 'arbiter_event_store_appended_events_total',
    help: 'Events in the appends of this process (an idempotent repeat counts again)',
    registers: [this.registry],
  });

  private lastAppended: bigint | null = null;
  private projected: bigint | null = null;

  private readonly projectorPosition = new Gauge({
    name: 'arbiter_projector_position',
    help: 'The $all position the projector has committed (absent until it reports one)',
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });

  private readonly projectorLagGauge = new Gauge({
    name: 'arbiter_projector_lag',
    help: "How far the projector is behind this process's last append, in $all positions (events, on the embedded store); absent until both are known",
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Positions between this process's last append and the projector's last commit; null while either is unknown. */
  projectorLag(): number | null {
    if (this.lastAppended === null || this.projected === null) return null;
    return this.lastAppended > this.projected ? Number(this.lastAppended - this.projected) : 0;
  }

  /** An append wrote `events` events, the last at `position`. */
  appended(events: number, position: bigint): void {
    this.appends.inc({ outcome: 'ok' });
    this.appendedEvents.inc(events);
    if (this.lastAppended === null || position > this.lastAppended) this.lastAppended = position;
  }

  appendFailed(): void {
    this.appends.inc({ outcome: 'failed' });
  }

  /** Follows the projector's statuses (`ProjectorService.status$`). */
  projector(status: RunnerStatus): void {
    const position = positionOf(status);
    if (position !== null) this.projected = position;
  }

  /** The text Prometheus scrapes, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    this.projectorPosition.reset();
    if (this.projected !== null) this.projectorPosition.set(ANALYTICS, Number(this.projected));
    this.projectorLagGauge.reset();
    const lag = this.projectorLag();
    if (lag !== null) this.projectorLagGauge.set(ANALYTICS, lag);
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
