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
  CorruptEventError,
  EventStoreError,
  InvalidAppendError,
  InvalidReadError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from './event-store.errors';
export type { InvalidAppendReason } from './event-store.errors';
export { InMemoryEventStore } from './in-memory.adapter';
export type { InMemoryEventStoreOptions } from './in-memory.adapter';
export {
  EVENT_ID_NAMESPACE,
  URL_NAMESPACE,
  deterministicEventId,
  isUuid,
  newEventId,
  uuidV5,
} from './event-id';
export {
  GENESIS_HASH,
  canonicalEventFromParts,
  canonicalEventJson,
  canonicalJson,
  chainHash,
  computeEventHash,
  metadataWithoutHash,
  verifyChain,
  verifyStream,
} from './event-hash';
export type { ChainVerification, HashableEvent, VerifiableEvent } from './event-hash';
export { findNonJson } from './json-value.validation';
export { strictCanonicalJson } from './canonical-json';
export {
  MAX_REVISION,
  chainHashes,
  chainPrepared,
  metadataJsonWithHash,
  prepareAppend,
} from './append-preparation';
export type { PreparedAppend, PreparedEvent } from './append-preparation';
export { decideAppend } from './append-decision';
export type { AppendDecision, StoredEventRef, StreamLookup } from './append-decision';
export { catchUp } from './catch-up.subscription';
export type { CatchUpPage, ReadPage } from './catch-up.subscription';
export {
  checkAllFilter,
  checkSubscriptionStart,
  matchesFilter,
  planAllRead,
  planStreamRead,
} from './read-options';
export type { AllReadPlan, StreamReadPlan } from './read-options';
