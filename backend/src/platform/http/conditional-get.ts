import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A document served to pollers (calendar feeds), with when its content last changed. */
export interface VersionedDocument {
  body: string;
  lastModified: Date;
}

const sha256 = (text: string, encoding: 'hex' | 'base64url') => createHash('sha256').update(text, 'utf8').digest(encoding);

/** A fingerprint of the data a document is made from (JSON-serializable), to notice when it changes. */
export const contentHash = (content: unknown): string => sha256(JSON.stringify(content), 'hex');

const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * A new version's Last-Modified: now, to the whole second as HTTP dates go, and always after the previous version's,
 * so content that changes twice within one second still answers If-Modified-Since correctly.
 */
export function nextVersionTime(now: Date, previous: Date | null): Date {
  const floor = previous ? wholeSecond(previous.getTime()) + 1000 : 0;
  return new Date(Math.max(wholeSecond(now.getTime()), floor));
}

/** What a document's store keeps of the version it last served: its content's hash and when that content began. */
export interface KeptVersion {
  hash: string | null;
  changedAt: Date | null;
}

/**
 * When the content with this hash became what the document serves: the kept time while the hash stays the same,
 * otherwise a new version time, which `note` stores beside the new hash.
 */
export async function contentChangedAt(
  kept: KeptVersion,
  hash: string,
  now: Date,
  note: (changedAt: Date) => Promise<void>,
): Promise<Date> {
  if (kept.hash === hash && kept.changedAt) return kept.changedAt;
  const changedAt = nextVersionTime(now, kept.changedAt);
  await note(changedAt);
  return changedAt;
}

/**
 * Weak: @fastify/compress sends the same body gzip-encoded or not, and a strong tag would have to differ between the
 * two (RFC 9110 section 8.8.3); If-None-Match compares weakly anyway (section 13.1.2).
 */
export const weakEtag = (body: string): string => `W/"${sha256(body, 'base64url')}"`;

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * RFC 9110 section 13.2.2: If-None-Match decides when it is sent (weak comparison, `*` matches any); otherwise
 * If-Modified-Since, which is ignored when it is not a valid date. Last-Modified has whole seconds only.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified: Date): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && wholeSecond(lastModified.getTime()) <= since;
}

/** Sets `ETag` and `Last-Modified`; answers 304 with no body when the caller's copy is still current. */
export function answerConditionally(request: FastifyRequest, reply: FastifyReply, document: VersionedDocument): string {
  const etag = weakEtag(document.body);
  reply.header('ETag', etag).header('Last-Modified', document.lastModified.toUTCString());
  if (!isNotModified(request.headers, etag, document.lastModified)) return document.body;
  reply.status(304);
  return '';
}
