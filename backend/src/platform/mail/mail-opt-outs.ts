import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isOptedOut, optIn, optOut } from './opt-outs.sql';

/**
 * Who wants bulk mail (announcements, order-of-play news), by address: the worker skips bulk mail to an address on
 * the list. Kept by address in platform/mail, not as a user setting in identity, because registrants without an
 * account unsubscribe too and the worker knows only the address (docs/architecture.md, e-mail). Each change is one
 * statement, so it needs no unit of work.
 */
@Injectable()
export class MailOptOuts {
  constructor(private readonly dataSource: DataSource) {}

  async wantsBulkMail(address: string): Promise<boolean> {
    return !(await isOptedOut(this.dataSource.manager, address));
  }

  async setWantsBulkMail(address: string, wants: boolean): Promise<void> {
    await (wants ? optIn : optOut)(this.dataSource.manager, address);
  }
}
