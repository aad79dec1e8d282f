import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { MailOutbox } from '../../../platform/mail';
import { GetUserProfilesQuery, type UserProfile } from '../../identity';
import { announcementEmail } from '../domain/emails/announcement.email';
import { AnnouncementPosted } from '../domain/events/announcement-posted.event';
import { StudentAnnouncementRow } from '../domain/student-announcement.entity';

/** A targeted announcement also reaches the student by e-mail; broadcasts stay on the dashboard. */
@Injectable()
export class EmailTargetedAnnouncement implements OnModuleInit {
  constructor(
    private readonly reactions: TransactionalReactions,
    private readonly mail: MailOutbox,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.on(AnnouncementPosted, (event, tx) => this.email(event, tx));
  }

  private async email(event: AnnouncementPosted, tx: Transaction): Promise<void> {
    if (event.payload.studentId === null) return;
    const [student] = await this.queries.execute<GetUserProfilesQuery, UserProfile[]>(
      new GetUserProfilesQuery([event.payload.studentId]),
    );
    if (!student) return;
    const announcement = await tx.manager.findOneByOrFail(StudentAnnouncementRow, { id: Number(event.aggregateId) });
    await this.mail.send(tx, announcementEmail(student, announcement, this.config.appUrl));
  }
}
