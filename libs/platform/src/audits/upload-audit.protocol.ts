/** Messages between the API and its audit thread (plain data: structured clone). */
import type { AuditAnswer, AuditAnswerType } from './audit-answer';

/** An uploaded log's bytes (transferred, not copied), their charset, and the answer's type. */
export interface AuditRequest {
  readonly id: number;
  readonly bytes: ArrayBuffer;
  readonly charset: string;
  readonly type: AuditAnswerType;
}

/** The finished answer, or why there is none: bytes not in the charset, text not JSON, a failure. */
export type AuditReply =
  | { readonly id: number; readonly answer: AuditAnswer }
  | { readonly id: number; readonly unreadable: 'charset' | 'json'; readonly message: string }
  | { readonly id: number; readonly failed: string };
