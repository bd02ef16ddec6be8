/**
 * A body past its route's limit (Fastify's 413, "Request body is too large") is answered with the
 * limit, so that a client knows how much the route takes. Every other HTTP error is answered as
 * Nest answers it.
 */
import { Catch, HttpException, HttpStatus, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The 413 answer for a route that reads at most `limit` bytes. */
export function tooLargeAnswer(limit: number): { statusCode: number; error: string; message: string } {
  return { statusCode: HttpStatus.PAYLOAD_TOO_LARGE, error: 'Payload Too Large', message: `request entity too large: this route takes at most ${limit} bytes` };
}

@Catch(HttpException)
export class BodyTooLargeFilter extends BaseExceptionFilter {
  override catch(err: HttpException, host: ArgumentsHost): void {
    const status: number = err.getStatus();
    if (status !== 413) {
      super.catch(err, host);
      return;
    }
    const http = host.switchToHttp();
    const limit = http.getRequest<FastifyRequest>().routeOptions.bodyLimit;
    void http.getResponse<FastifyReply>().status(HttpStatus.PAYLOAD_TOO_LARGE).send(tooLargeAnswer(limit));
  }
}
