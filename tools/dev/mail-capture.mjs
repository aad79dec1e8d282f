#!/usr/bin/env node
// A development mailbox: an SMTP server that keeps every message in memory and a small web page to read them.
// Nothing is relayed anywhere. Used by `npm start` and by the Playwright journeys (which read /api/messages).
//   GET    /               the messages as a page, newest first, links clickable
//   GET    /api/messages   JSON array, newest first: {id,to,from,subject,text,html,date}; ?to=address filters
//   DELETE /api/messages   forgets every message
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const MAX_MESSAGES = 500;

/**
 * Starts the SMTP listener and the viewer. Resolves once both listen; rejects (EADDRINUSE, …) if either cannot.
 * @param {{ smtpPort?: number, uiPort?: number, host?: string, log?: (line: string) => void }} [options]
 */
export async function startMailCapture(options = {}) {
  const smtpPort = Number(options.smtpPort ?? process.env.SMTP_PORT ?? 1025);
  const uiPort = Number(options.uiPort ?? process.env.MAIL_UI_PORT ?? 1080);
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line) => console.log(`[mail] ${line}`));
  /** @type {Array<{id:number,to:string,from:string,subject:string,text:string,html:string,date:string}>} newest first */
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'RallyPoint mail capture',
    // Any credentials are fine: this mailbox only ever runs on the developer's machine.
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'capture' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const message = {
            id: nextId++,
            to: parsed.to
              ? [parsed.to]
                  .flat()
                  .map((address) => address.text)
                  .join(', ')
              : envelopeTo.join(', '),
            from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
            envelopeTo,
          };
          messages.unshift(message);
          messages.length = Math.min(messages.length, MAX_MESSAGES);
          log(`captured #${message.id} to ${message.to}: ${message.subject}`);
          callback();
        })
        .catch(callback);
    },
  });

  // A client that resets its connection mid-message (a killed worker, a dropped network) ends that session only: with
  // no listener the error would end the process, and every message captured so far with it.
  smtp.on('error', (error) => log(`SMTP error: ${error.message}`));

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? messages.filter((m) => isAddressedTo(m, to)) : messages;
      return send(res, 200, 'application/json', JSON.stringify(list.map(publicView)));
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return send(res, 204, 'text/plain', '');
    }
    if (url.pathname === '/' && req.method === 'GET') {
      return send(res, 200, 'text/html; charset=utf-8', renderPage(messages));
    }
    return send(res, 404, 'text/plain', 'Not found');
  });

  await Promise.all([listen(smtp.server, smtpPort, host), listen(http, uiPort, host)]).catch(async (error) => {
    await closeQuietly(smtp, http);
    throw error;
  });
  // The ports listened on (0 asks for any free one).
  const ports = { smtpPort: smtp.server.address().port, uiPort: http.address().port };
  log(`SMTP on ${host}:${ports.smtpPort}, viewer on http://localhost:${ports.uiPort}`);

  return {
    ...ports,
    url: `http://localhost:${ports.uiPort}`,
    messages,
    close: () => closeQuietly(smtp, http),
  };
}

function isAddressedTo(message, address) {
  return message.envelopeTo.some((rcpt) => rcpt.toLowerCase() === address) || message.to.toLowerCase().includes(address);
}

function publicView({ id, to, from, subject, text, html, date }) {
  return { id, to, from, subject, text, html, date };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeQuietly(smtp, http) {
  http.closeAllConnections?.();
  return Promise.all([
    new Promise((resolve) => smtp.close(() => resolve())),
    new Promise((resolve) => (http.listening ? http.close(() => resolve()) : resolve())),
  ]);
}

function send(res, status, type, body) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);

/** Escapes plain text, then turns the URLs in it into links. */
const linkify = (text) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`);

function renderPage(list) {
  const items = list
    .map((m) => {
      // The HTML part is shown in a sandboxed frame: it cannot run scripts, and its links open in a new tab.
      const htmlPart = m.html
        ? `<iframe title="HTML body of message ${m.id}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${m.html}`)}"></iframe>`
        : '';
      return `<article>
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p class="meta">#${m.id} · to <strong>${escapeHtml(m.to)}</strong> · from ${escapeHtml(m.from)} · <time>${escapeHtml(m.date)}</time></p>
  ${m.text ? `<pre>${linkify(m.text)}</pre>` : ''}
  ${htmlPart}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>RallyPoint mail (${list.length})</title>
<meta http-equiv="refresh" content="10">
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
  article { border: 1px solid #d1d5db; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  h2 { margin: 0 0 .25rem; font-size: 1.1rem; } .meta { color: #6b7280; margin: 0 0 .75rem; }
  pre { white-space: pre-wrap; background: #f9fafb; padding: .75rem; border-radius: 6px; }
  iframe { width: 100%; min-height: 16rem; border: 1px solid #e5e7eb; border-radius: 6px; }
</style></head>
<body><h1>RallyPoint mail capture</h1>
<p>${list.length ? `${list.length} message(s), newest first. This page refreshes every 10 seconds.` : 'No messages yet. Mail sent by the app appears here.'}</p>
${items}
</body></html>`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const capture = await startMailCapture();
  const stop = () => capture.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
