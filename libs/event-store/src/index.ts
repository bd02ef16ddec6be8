export type { EventStore } from './event-store.port';
export type {
  ActualRevision,
  AllFilter,
  AppendOptions,
  AppendResult,
  EventData,
  EventMetadataInput,
  ExpectedRevision,
  ReadAllOptions,
  ReadDirection,
  ReadStreamOptions,
  RecordedEvent,
  RecordedMetadata,
  SubscribeToAllOptions,
  SubscribeToStreamOptions,
  SubscriptionMessage,
} from './event-store.types';
export {
  EventStoreError,
  InvalidAppendError,
  InvalidReadError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from './event-store.errors';
export type { InvalidAppendReason } from './event-store.errors';
