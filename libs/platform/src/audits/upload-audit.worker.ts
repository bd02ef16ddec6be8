/**
 * The audit thread: decodes, parses and audits uploaded logs (`POST /audits`, up to 50 MiB), and
 * renders the answer, so that neither JSON.parse of a large body, the audit, nor the writing of
 * its report holds the API's event loop.
 */
import { parentPort, type MessagePort } from 'node:worker_threads';
import { TextDecoder } from 'node:util';
import { playableCards } from '../cards/card-data.loader';
import { auditLog } from '@arbiter/replay';
import { auditAnswer } from './audit-answer';
import type { AuditReply, AuditRequest } from './upload-audit.protocol';

function parent(): MessagePort {
  if (parentPort === null) throw new Error('upload-audit.worker runs as a worker thread');
  return parentPort;
}
const port = parent();

function reply(request: AuditRequest): AuditReply {
  let text: string;
  try {
    text = new TextDecoder(request.charset, { fatal: true }).decode(request.bytes);
  } catch {
    return { id: request.id, unreadable: 'charset', message: `is not valid ${request.charset.toUpperCase()}` };
  }
  // As the API reads any JSON body: a BOM skipped, an empty body is {}.
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let log: unknown;
  try {
    log = json.length === 0 ? {} : (JSON.parse(json) as unknown);
  } catch (err) {
    return { id: request.id, unreadable: 'json', message: err instanceof Error ? err.message : String(err) };
  }
  return { id: request.id, answer: auditAnswer(auditLog(log, playableCards().catalog), request.type) };
}

port.on('message', (request: AuditRequest) => {
  let answer: AuditReply;
  try {
    answer = reply(request);
  } catch (err) {
    answer = { id: request.id, failed: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(answer);
});
