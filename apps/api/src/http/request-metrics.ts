import type { FastifyInstance } from 'fastify';
import type { ArbiterMetrics } from '@arbiter/platform';

/**
 * Every answer's latency in `arbiter_http_request_duration_seconds`, labelled by the route's
 * pattern (`/games/:id/view`, never the path itself: ids would make a series each) or `unmatched`.
 */
export function measureRequests(fastify: FastifyInstance, metrics: ArbiterMetrics): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    metrics.requestDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
