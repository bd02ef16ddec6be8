import type { Request, Response } from 'express';
import type { AuditReport } from '@arbiter/replay';

/**
 * JSON by default; `Accept: text/html` or `text/markdown` gives the readable report. Input that is
 * not a valid log is a 400 whose body is still the report (verdict `invalid`, each error placed).
 */
export function sendReport(
  req: Request,
  res: Response,
  report: AuditReport,
  render: { html: (r: AuditReport) => string; markdown: (r: AuditReport) => string },
): void {
  const status = report.verdict === 'invalid' ? 400 : 200;
  const type = req.accepts(['application/json', 'text/html', 'text/markdown']);
  if (type === 'text/html') res.status(status).type('text/html').send(render.html(report));
  else if (type === 'text/markdown') res.status(status).type('text/markdown').send(render.markdown(report));
  else if (status === 400) {
    const first = report.errors[0];
    const message = first === undefined ? 'invalid log' : `${first.field}: ${first.message}`;
    res.status(400).json({ statusCode: 400, error: 'Bad Request', message, ...report });
  } else res.status(200).json(report);
}
