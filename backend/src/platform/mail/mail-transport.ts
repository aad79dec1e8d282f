import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { noDelaySocket } from './no-delay-socket';

/** A thin nodemailer wrapper over pooled SMTP connections, so the job knows nothing of transport settings. */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { host, port, secure, user, pass } = config.smtp;
    // A new connection (and handshake) per mail capped the worker at ~28 mails/s; pooled ones are reused.
    this.transporter = createTransport({
      pool: true,
      maxConnections: config.mail.smtpConnections,
      maxMessages: Infinity,
      host,
      port,
      secure,
      auth: user ? { user, pass } : undefined,
      ignoreTLS: !secure && !user,
      getSocket: noDelaySocket,
    });
  }

  /** Every mail is automatic (RFC 3834): `Auto-Submitted` keeps out-of-office replies and the like from answering it. */
  async send(message: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    messageId: string;
    headers?: Record<string, string>;
  }): Promise<void> {
    await this.transporter.sendMail({
      headers: { ...message.headers, 'Auto-Submitted': 'auto-generated' },
      messageId: message.messageId,
      from: this.config.smtp.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
    });
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
