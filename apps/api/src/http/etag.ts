/**
 * Answers that never change once they exist (a game's view at a past revision: its events are
 * never rewritten) carry a strong ETag, the hash of the body, and may be cached for good; a client
 * that sends the tag back in `If-None-Match` gets a 304 without the body. The view depends on
 * the caller's key (what a role may see), so caches keep one per `Authorization` and only a
 * private cache (the browser's) may keep it.
 */
import { createHash } from 'node:crypto';

export const IMMUTABLE = 'private, max-age=31536000, immutable';

/** A strong ETag: the SHA-256 of the JSON body, base64url. */
export function etagOf(body: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`;
}

/** True when `If-None-Match` (a list of tags, weak or strong, or `*`) names `tag` (RFC 9110 §13.1.2, weak comparison). */
export function notModified(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((t) => {
    const candidate = t.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === tag;
  });
}
