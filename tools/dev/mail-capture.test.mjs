// The development mail capture keeps serving (and keeps what it captured) when a client resets its connection.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startMailCapture } from './mail-capture.mjs';

/** A raw SMTP session: `send` writes a line and resolves with the server's next complete reply. */
async function smtpSession(port) {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  socket.on('error', () => {});
  let buffer = '';
  let waiting = null;
  socket.on('data', (chunk) => {
    buffer += chunk;
    // A reply is complete at a line whose code is followed by a space ("250 OK"), not a dash ("250-…").
    const end = buffer.match(/^\d{3} .*\r\n/m);
    if (end && waiting) {
      const reply = buffer.slice(0, end.index + end[0].length);
      buffer = buffer.slice(reply.length);
      const resolve = waiting;
      waiting = null;
      resolve(reply);
    }
  });
  const reply = () => new Promise((resolve) => (waiting = resolve));
  const send = (line) => {
    const next = reply();
    socket.write(`${line}\r\n`);
    return next;
  };
  await reply(); // the greeting
  return { socket, send, write: (text) => socket.write(text) };
}

async function deliver(port, to, subject) {
  const session = await smtpSession(port);
  await session.send('EHLO test');
  await session.send('MAIL FROM:<app@example.com>');
  await session.send(`RCPT TO:<${to}>`);
  assert.match(await session.send('DATA'), /^354/);
  assert.match(await session.send(`From: app@example.com\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\nHello.\r\n.`), /^250/);
  await session.send('QUIT');
  session.socket.destroy();
}

const messages = async (capture) => (await fetch(`${capture.url}/api/messages`)).json();

describe('mail capture', () => {
  let capture;
  before(async () => {
    capture = await startMailCapture({ smtpPort: 0, uiPort: 0, log: () => {} });
  });
  after(() => capture?.close());

  it('survives a client that resets its connection mid-message, keeping what it captured', async () => {
    await deliver(capture.smtpPort, 'first@example.com', 'Before the reset');

    const broken = await smtpSession(capture.smtpPort);
    await broken.send('EHLO test');
    await broken.send('MAIL FROM:<app@example.com>');
    await broken.send('RCPT TO:<second@example.com>');
    await broken.send('DATA');
    broken.write('Subject: Never finished\r\n\r\nhalf a mess');
    await new Promise((resolve) => setTimeout(resolve, 100));
    broken.socket.resetAndDestroy();
    await once(broken.socket, 'close');
    await new Promise((resolve) => setTimeout(resolve, 200));

    assert.deepEqual(
      (await messages(capture)).map((m) => m.subject),
      ['Before the reset'],
    );
    await deliver(capture.smtpPort, 'third@example.com', 'After the reset');
    assert.deepEqual(
      (await messages(capture)).map((m) => m.subject),
      ['After the reset', 'Before the reset'],
    );
  });
});
