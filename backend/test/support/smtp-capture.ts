import { simpleParser } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Each header's raw value (unfolded), by its name in lower case. */
  headers: Record<string, string>;
  /** When the server had the whole message and answered 250 (Date.now()). */
  receivedAt: number;
}

/** A real SMTP server on a free port that keeps what it receives, so tests can read the mail. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** While true, every recipient is refused (550), as a mail server that is failing would. */
  rejecting = false;
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (_address, _session, callback) =>
        callback(this.rejecting ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined),
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
            const { subject = '', text = '', messageId = '' } = mail;
            const headers = Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            );
            this.messages.push({ to, subject, text, html: mail.html || '', messageId, headers, receivedAt: Date.now() });
            callback();
          })
          .catch(callback);
      },
    });
    // A client that dies mid-message (a worker killed by a test) resets its connection: not the capture's end.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  async waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs = 15000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(
      `no matching e-mail within ${timeoutMs} ms; received: ${this.messages.map((m) => `${m.to}: ${m.subject}`).join(' | ') || 'none'}`,
    );
  }

  mailsTo(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.includes(address));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export function firstLink(mail: CapturedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail '${mail.subject}'`);
  return match[0];
}
