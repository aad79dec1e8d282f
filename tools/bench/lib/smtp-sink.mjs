// An SMTP server for the benches that takes every mail and keeps none, so the mail worker has somewhere to send.
import { SMTPServer } from 'smtp-server';

/** Listens on a free local port; `onMail` is called for each mail received. */
export async function startSmtpSink(onMail = () => {}) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _s, done) => stream.resume().on('end', () => (onMail(), done())),
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { port: smtp.server.address().port, close: () => smtp.close() };
}
