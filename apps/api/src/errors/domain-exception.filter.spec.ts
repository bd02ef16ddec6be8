import type { ArgumentsHost } from '@nestjs/common';
import { WrongExpectedVersionError } from '@arbiter/event-store';
import { StaleRevisionError } from '@arbiter/platform';
import { DomainExceptionFilter } from './domain-exception.filter';

function answer(err: Error): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const reply = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    send(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ArgumentsHost;
  new DomainExceptionFilter().catch(err as WrongExpectedVersionError, host);
  return sent;
}

describe('409 answers', () => {
  it('always carry currentRevision, also when another writer won every retry (issue 17)', () => {
    const lost = answer(new WrongExpectedVersionError('game-1', 41n, 44n));
    expect(lost.status).toBe(409);
    expect(lost.body).toMatchObject({ statusCode: 409, error: 'Conflict', currentRevision: 44 });
    expect(answer(new StaleRevisionError(3, 5)).body).toMatchObject({ currentRevision: 5, expectedRevision: 3 });
  });
});
