import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import { SupportedMethod, SupportedMethods } from './proto';
import type { Empty } from './proto';
import type { ResolvedStandInOptions } from './esdb-stand-in.options';

const STREAMS = 'event_store.client.streams.streams';

/**
 * `ServerFeatures.GetSupportedMethods`: the client calls it once per connection and picks
 * BatchAppend over Append only when it is listed. Names are lower-case, as the server sends them.
 */
export function getSupportedMethods(options: ResolvedStandInOptions) {
  return (
    _call: ServerUnaryCall<Empty, SupportedMethods>,
    callback: sendUnaryData<SupportedMethods>,
  ): void => {
    const methods = ['read', 'append', ...(options.batchAppend ? ['batchappend'] : [])].map(
      (name) => {
        const method = new SupportedMethod();
        method.setServiceName(STREAMS);
        method.setMethodName(name);
        return method;
      },
    );
    const supported = new SupportedMethods();
    supported.setMethodsList(methods);
    supported.setEventStoreServerVersion(options.serverVersion);
    callback(null, supported);
  };
}
