import { secretSlot, type EmailMessage } from '../../../platform/mail';

/** The link's raw token travels as a secret: the outbox keeps it apart from the body and drops it once sent. */
export function verificationEmail(user: { email: string; firstName: string }, appUrl: string, token: string): EmailMessage {
  const link = `${appUrl}/api/auth/verify-email?token=${secretSlot('token')}`;
  return {
    to: user.email,
    kind: 'signup-verification',
    subject: 'Verify your RallyPoint account',
    text: [
      `Hi ${user.firstName},`,
      '',
      'Welcome to RallyPoint! Please confirm your email address to activate your account:',
      link,
      '',
      'The link is valid for 48 hours. If you did not sign up, you can ignore this email.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(user.firstName)},</p>
<p>Welcome to RallyPoint! Please confirm your email address to activate your account:</p>
<p><a href="${escapeHtml(link)}">Verify my email address</a></p>
<p>The link is valid for 48 hours. If you did not sign up, you can ignore this email.</p>`,
    secrets: { token },
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
