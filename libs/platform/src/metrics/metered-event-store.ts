/**
 * The event store as the platform hands it out: the chosen adapter, with each append counted in
 * the metrics (`arbiter_event_store_appends_total`, the events it wrote, the last position for the
 * projector's lag). Everything else is the adapter's own.
 */
import type { Observable } from 'rxjs';
import type {
  AppendOptions,
  AppendResult,
  EventData,
  EventStore,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  SubscribeToStreamOptions,
  SubscriptionMessage,
} from '@arbiter/event-store';
import type { ArbiterMetrics } from './arbiter-metrics';

export class MeteredEventStore implements EventStore {
  constructor(
    private readonly store: EventStore,
    private readonly metrics: ArbiterMetrics,
  ) {}

  async appendToStream(streamId: string, events: readonly EventData[], options?: AppendOptions): Promise<AppendResult> {
    let result: AppendResult;
    try {
      result = await this.store.appendToStream(streamId, events, options);
    } catch (err) {
      this.metrics.appendFailed();
      throw err;
    }
    this.metrics.appended(events.length, result.position);
    return result;
  }

  readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    return this.store.readStream(streamId, options);
  }

  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    return this.store.readAll(options);
  }

  subscribeToStream(streamId: string, options?: SubscribeToStreamOptions): Observable<SubscriptionMessage> {
    return this.store.subscribeToStream(streamId, options);
  }

  subscribeToAll(options?: SubscribeToAllOptions): Observable<SubscriptionMessage> {
    return this.store.subscribeToAll(options);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
