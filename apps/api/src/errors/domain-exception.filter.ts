/**
 * Maps the game service's errors to HTTP (the README's HTTP API section): 404 unknown game, 409 stale revision with
 * `currentRevision`, 422 refused action with `rule` and `reason`, 400 bad input naming the field,
 * 503 when the store cannot write (a full disk, a read-only folder: nothing was recorded).
 * Bodies are `{ statusCode, error, message, ...fields }`.
 */
import { Catch, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { WrongExpectedVersionError } from '@arbiter/event-store';
import { ActionRefusedError, BadInputError, GameNotFoundError, StaleRevisionError, StoreUnavailableError } from '@arbiter/platform';

type DomainError = GameNotFoundError | StaleRevisionError | ActionRefusedError | BadInputError | WrongExpectedVersionError | StoreUnavailableError;

@Catch(GameNotFoundError, StaleRevisionError, ActionRefusedError, BadInputError, WrongExpectedVersionError, StoreUnavailableError)
export class DomainExceptionFilter implements ExceptionFilter<DomainError> {
  catch(err: DomainError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<FastifyReply>();
    const send = (statusCode: number, error: string, extra: Record<string, unknown>): void => {
      void res.status(statusCode).send({ statusCode, error, message: err.message, ...extra });
    };
    if (err instanceof GameNotFoundError) send(HttpStatus.NOT_FOUND, 'Not Found', { gameId: err.gameId });
    else if (err instanceof StaleRevisionError) send(HttpStatus.CONFLICT, 'Conflict', { currentRevision: err.currentRevision, expectedRevision: err.expectedRevision });
    // Another writer kept moving the game on while this one retried: still a 409 with where it is.
    else if (err instanceof WrongExpectedVersionError) send(HttpStatus.CONFLICT, 'Conflict', { currentRevision: typeof err.actual === 'bigint' ? Number(err.actual) : null });
    else if (err instanceof StoreUnavailableError) send(HttpStatus.SERVICE_UNAVAILABLE, 'Service Unavailable', { reason: err.reason });
    else if (err instanceof ActionRefusedError) send(HttpStatus.UNPROCESSABLE_ENTITY, 'Unprocessable Entity', { rule: err.rule, reason: err.reason, revision: err.revision });
    else send(HttpStatus.BAD_REQUEST, 'Bad Request', { field: err.field });
  }
}
