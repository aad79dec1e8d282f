import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../http/browser-writes';

/** The public one-click address (RFC 8058) a bulk mail's List-Unsubscribe names; a GET there leads to the app's page. */
export const UNSUBSCRIBE_PATH = ONE_CLICK_UNSUBSCRIBE_PATH;

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Unsubscribe tokens: the recipient's address (lower case) and its HMAC under a key derived from SESSION_SECRET, so
 * nothing is stored per mail and nobody can make a token for another address. Changing SESSION_SECRET retires the
 * links of mails already sent. Tokens are secrets of their recipient: never logged.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.sessionSecret).update('mail-unsubscribe').digest();
  }

  /** The List-Unsubscribe address of a mail to `address`. */
  link(address: string): string {
    return `${this.config.appUrl}${UNSUBSCRIBE_PATH}?token=${this.token(address)}`;
  }

  token(address: string): string {
    const normal = address.trim().toLowerCase();
    return `${base64url(normal)}.${base64url(this.signature(normal))}`;
  }

  /** The address a token was made for, or null when it was not made here (or was changed). */
  addressOf(token: string): string | null {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return null;
    const address = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = this.signature(address);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) && base64url(address) === encoded
      ? address
      : null;
  }

  private signature(address: string): Buffer {
    return createHmac('sha256', this.key).update(address).digest();
  }
}
