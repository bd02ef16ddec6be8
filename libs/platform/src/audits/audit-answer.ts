/**
 * The HTTP answer to an audit, as a finished body: JSON by default, or the readable report (HTML,
 * Markdown). A log that is not valid is a 400 whose body is still the report (verdict `invalid`,
 * each error placed); in JSON it also carries `statusCode`, `error` and a `message` naming the
 * first place. Pure, so that the audit thread can render an uploaded log's answer itself.
 *
 * @example
 * auditAnswer(report, 'text/markdown') // { status: 200, contentType: 'text/markdown; charset=utf-8', body: '# Audit …' }
 */
import { renderAuditHtml, renderAuditMarkdown, type AuditReport } from '@arbiter/replay';

export type AuditAnswerType = 'application/json' | 'text/html' | 'text/markdown';

export const AUDIT_ANSWER_TYPES: readonly AuditAnswerType[] = ['application/json', 'text/html', 'text/markdown'];

export interface AuditAnswer {
  readonly status: 200 | 400;
  readonly contentType: string;
  readonly body: string;
}

export function auditAnswer(report: AuditReport, type: AuditAnswerType): AuditAnswer {
  const status = report.verdict === 'invalid' ? 400 : 200;
  if (type === 'text/html') return { status, contentType: 'text/html; charset=utf-8', body: renderAuditHtml(report) };
  if (type === 'text/markdown') return { status, contentType: 'text/markdown; charset=utf-8', body: renderAuditMarkdown(report) };
  const contentType = 'application/json; charset=utf-8';
  if (status === 200) return { status, contentType, body: JSON.stringify(report) };
  const first = report.errors[0];
  const message = first === undefined ? 'invalid log' : `${first.field}: ${first.message}`;
  return { status, contentType, body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message, ...report }) };
}
