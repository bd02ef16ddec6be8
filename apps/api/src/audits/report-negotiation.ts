import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditReport } from '@arbiter/replay';

/**
 * JSON by default; `Accept: text/html` or `text/markdown` gives the readable report. Input that is
 * not a valid log is a 400 whose body is still the report (verdict `invalid`, each error placed).
 */
export function sendReport(
  req: FastifyRequest,
  res: FastifyReply,
  report: AuditReport,
  render: { html: (r: AuditReport) => string; markdown: (r: AuditReport) => string },
): void {
  const status = report.verdict === 'invalid' ? 400 : 200;
  const type = accepts(req.raw).type(['application/json', 'text/html', 'text/markdown']);
  if (type === 'text/html') void res.status(status).type('text/html; charset=utf-8').send(render.html(report));
  else if (type === 'text/markdown') void res.status(status).type('text/markdown; charset=utf-8').send(render.markdown(report));
  else if (status === 400) {
    const first = report.errors[0];
    const message = first === undefined ? 'invalid log' : `${first.field}: ${first.message}`;
    void res.status(400).send({ statusCode: 400, error: 'Bad Request', message, ...report });
  } else void res.status(200).send(report);
}
