/**
 * The contract stores a 1 MB event; EventStoreDB's default `MaxAppendSize` is 1 MiB, so
 * docker-compose.yml raises it to 4 MiB (`EVENTSTORE_MAX_APPEND_SIZE`) and the stand-in is
 * started with the same limit.
 */
export const STAND_IN_MAX_APPEND_SIZE = 4 * 1024 * 1024;
