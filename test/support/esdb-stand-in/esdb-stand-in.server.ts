/**
 * EventStoreDB stand-in: a TEST DOUBLE FOR CI, NOT A PRODUCT.
 *
 * A small in-memory gRPC server that answers the calls `@eventstore/db-client` 6.x makes for
 * appends, reads and catch-up subscriptions, built from the service definitions the client ships
 * (`generated/*_grpc_pb.js`). It exists because no EventStoreDB can run where the test suite
 * runs; it lets the real client and the real adapter talk real gRPC to something that follows
 * EventStoreDB's documented rules (expected revisions, idempotent appends, `$all` positions,
 * server-side filters, checkpoints, caught-up).
 *
 * It does NOT implement: TLS, authentication and ACLs, persistence, clustering and gossip
 * (leader/follower, NotLeader redirects), deleting or tombstoning streams, stream metadata
 * (`$$` streams, max-count / max-age / truncate-before), system events and `$`-streams,
 * projections and link events (`resolveLinkTos` is ignored), persistent subscriptions, explicit
 * transactions (prepare position always equals commit position), `fell_behind` and
 * deadlines. See README.md in this folder.
 */
import { Server, ServerCredentials } from '@grpc/grpc-js';
import { EventLog } from './event-log.store';
import { resolveOptions } from './esdb-stand-in.options';
import type { EsdbStandInOptions } from './esdb-stand-in.options';
import { appendHandler } from './append.handler';
import { batchAppendHandler } from './batch-append.handler';
import { ServerFeaturesService, StreamsService } from './proto';
import type { IServerFeaturesServer, IStreamsServer } from './proto';
import type { OpenCall } from './open-call';
import { readHandler } from './read.handler';
import type { ReadRequest } from './read-request.parser';
import { getSupportedMethods } from './server-features.handler';

/** A running stand-in. */
export interface EsdbStandIn {
  /** Connection string for `EventStoreDBClient.connectionString`, e.g. `esdb://127.0.0.1:41234?tls=false`. */
  readonly connectionString: string;
  readonly port: number;
  /** The in-memory log, for assertions that look under the wire. */
  readonly log: EventLog;
  /** Every `Streams.Read` received (reads and subscriptions), decoded, oldest first. */
  readonly reads: readonly ReadRequest[];
  /**
   * Fails every open subscription with UNAVAILABLE, as a real server does when it restarts or
   * loses leadership, while keeping the data. Clients are expected to resubscribe.
   */
  dropSubscriptions(): void;
  /** Ends open streaming calls (subscriptions, BatchAppend) and shuts the server down. */
  stop(): Promise<void>;
}

/**
 * Starts a stand-in on a free loopback port (127.0.0.1, port 0), without TLS.
 *
 * @example
 * const standIn = await startEsdbStandIn();
 * const client = EventStoreDBClient.connectionString(standIn.connectionString);
 * // ... test ...
 * await client.dispose();
 * await standIn.stop();
 */
export async function startEsdbStandIn(options: EsdbStandInOptions = {}): Promise<EsdbStandIn> {
  const resolved = resolveOptions(options);
  const log = new EventLog(resolved.firstPosition, resolved.now);
  const open = new Set<OpenCall>();
  const reads: ReadRequest[] = [];
  // The client accepts 17 MiB messages (EventStoreDB's largest record); accept the same.
  const server = new Server({ 'grpc.max_receive_message_length': 17 * 1024 * 1024 });

  const streams: Pick<IStreamsServer, 'read' | 'append' | 'batchAppend'> = {
    read: readHandler(log, resolved, open, reads),
    append: appendHandler(log, resolved),
    batchAppend: batchAppendHandler(log, resolved, open),
  };
  const features: IServerFeaturesServer = { getSupportedMethods: getSupportedMethods(resolved) };
  server.addService(StreamsService, streams);
  server.addService(ServerFeaturesService, features);

  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) => {
      if (error) reject(error);
      else resolve(bound);
    });
  });

  return {
    connectionString: `esdb://127.0.0.1:${port}?tls=false`,
    port,
    log,
    reads,
    dropSubscriptions: () => {
      for (const call of [...open]) call.drop?.();
    },
    stop: async () => {
      // Streaming calls never end on their own; end them so the graceful shutdown can finish.
      for (const call of [...open]) call.end();
      log.wakeAll();
      await new Promise<void>((resolve) => {
        server.tryShutdown(() => {
          resolve();
        });
      });
    },
  };
}
