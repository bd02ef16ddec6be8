import { Metadata, status } from '@grpc/grpc-js';
import type { ServerErrorResponse } from '@grpc/grpc-js';

/**
 * A gRPC error the way EventStoreDB raises it: a status code plus an `exception` trailer that
 * the client's `convertToCommandError` turns into a typed error, with extra trailers as details.
 */
export function rpcError(
  code: status,
  exception: string,
  details: string,
  trailers: Readonly<Record<string, string>> = {},
): ServerErrorResponse {
  const metadata = new Metadata();
  metadata.set('exception', exception);
  for (const [key, value] of Object.entries(trailers)) metadata.set(key, value);
  return Object.assign(new Error(details), { code, details, metadata });
}

export function maximumAppendSizeExceeded(maxAppendSize: number): ServerErrorResponse {
  return rpcError(
    status.INVALID_ARGUMENT,
    'maximum-append-size-exceeded',
    `Maximum Append Size of ${maxAppendSize} Exceeded.`,
    { 'maximum-append-size': String(maxAppendSize) },
  );
}

export function requiredMetadataMissing(): ServerErrorResponse {
  return rpcError(
    status.INVALID_ARGUMENT,
    'missing-required-metadata-property',
    'Required Metadata Properties Missing: type, content-type',
    { 'required-metadata-properties': 'type,content-type' },
  );
}

export function invalidArgument(
  details: string,
): ServerErrorResponse & { code: status; details: string } {
  return Object.assign(new Error(details), { code: status.INVALID_ARGUMENT, details });
}
