/**
 * The protobuf messages and gRPC service definitions the stand-in speaks, taken from the files
 * `@eventstore/db-client` generates for itself. Using the client's own definitions (rather than
 * copies of the .proto files) means the stand-in and the client cannot drift apart on the wire.
 *
 * This module is the only place that reaches into the client's `generated/` folder, so the rest
 * of the stand-in imports typed names from here.
 */
export {
  AppendReq,
  AppendResp,
  BatchAppendReq,
  BatchAppendResp,
  ReadReq,
  ReadResp,
} from '@eventstore/db-client/generated/streams_pb';
export { StreamsClient, StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
export type { IStreamsServer } from '@eventstore/db-client/generated/streams_grpc_pb';
export {
  SupportedMethod,
  SupportedMethods,
} from '@eventstore/db-client/generated/serverfeatures_pb';
export {
  ServerFeaturesClient,
  ServerFeaturesService,
} from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
export type { IServerFeaturesServer } from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
export {
  AllStreamPosition,
  Empty,
  MaximumAppendSizeExceeded,
  StreamIdentifier,
  Unknown,
  UUID,
  WrongExpectedVersion,
} from '@eventstore/db-client/generated/shared_pb';
export { Status } from '@eventstore/db-client/generated/status_pb';
export { Code } from '@eventstore/db-client/generated/code_pb';
export { Any } from 'google-protobuf/google/protobuf/any_pb';
export { Empty as GoogleEmpty } from 'google-protobuf/google/protobuf/empty_pb';
