import { randomUUID } from 'node:crypto';

/**
 * A Message-ID made once per outbox row and sent on every attempt, so a mail sent twice (a worker died between the
 * server's acceptance and the row's mark) is recognisably the same message. Its right side is the sender's domain.
 */
export function newMessageId(from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'rallypoint.outbox';
  return `<${randomUUID()}@${domain}>`;
}
