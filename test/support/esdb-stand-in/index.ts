export { startEsdbStandIn } from './esdb-stand-in.server';
export type { EsdbStandIn } from './esdb-stand-in.server';
export type { EsdbStandInOptions } from './esdb-stand-in.options';
export type { StoredRecord } from './event-log.types';
export type { ReadFrom, ReadRequest } from './read-request.parser';
