import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUDIT_ANSWER_TYPES, auditAnswer, type AuditAnswer, type AuditAnswerType } from '@arbiter/platform';
import type { AuditReport } from '@arbiter/replay';

/** JSON by default; `Accept: text/html` or `text/markdown` gives the readable report. */
export function answerType(req: FastifyRequest): AuditAnswerType {
  const type = accepts(req.raw).type([...AUDIT_ANSWER_TYPES]);
  return type === 'text/html' || type === 'text/markdown' ? type : 'application/json';
}

/** Sends a finished answer (see `auditAnswer`). */
export function sendAnswer(res: FastifyReply, answer: AuditAnswer): void {
  void res.status(answer.status).type(answer.contentType).send(answer.body);
}

/**
 * JSON by default; `Accept: text/html` or `text/markdown` gives the readable report. Input that is
 * not a valid log is a 400 whose body is still the report (verdict `invalid`, each error placed).
 */
export function sendReport(req: FastifyRequest, res: FastifyReply, report: AuditReport): void {
  sendAnswer(res, auditAnswer(report, answerType(req)));
}
