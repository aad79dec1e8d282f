import type { EmailMessage } from '../../../../platform/mail';

export const announcementSubject = (title: string) => `Academy announcement: ${title}`;

/** A targeted announcement, so the student sees it even without opening the dashboard. */
export function announcementEmail(
  student: { email: string; firstName: string },
  announcement: { title: string; message: string; priority: string },
  appUrl: string,
): EmailMessage {
  const lines = [
    `Hi ${student.firstName},`,
    '',
    `Your academy posted an announcement for you${announcement.priority === 'high' ? ' (high priority)' : ''}:`,
    '',
    announcement.title,
    announcement.message,
    '',
    `Read it on your student dashboard: ${appUrl}/student-dashboard`,
  ];
  return {
    to: student.email,
    subject: announcementSubject(announcement.title),
    text: lines.join('\n'),
    kind: 'student-announcement',
  };
}
