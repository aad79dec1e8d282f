import { Inject, Injectable } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** A thin nodemailer wrapper over SMTP, so the job knows nothing of transport settings. */
@Injectable()
export class MailTransport {
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { host, port, secure, user, pass } = config.smtp;
    this.transporter = createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass } : undefined,
      ignoreTLS: !secure && !user,
    });
  }

  async send(message: { to: string; subject: string; text: string; html: string | null }): Promise<void> {
    await this.transporter.sendMail({
      from: this.config.smtp.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
    });
  }
}
