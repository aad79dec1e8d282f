import { connect, Socket } from 'node:net';

const CONNECT_TIMEOUT_MS = 30000;

/**
 * SMTP connections without Nagle's algorithm, for nodemailer's `getSocket` (it upgrades the socket to TLS itself when
 * `secure`). nodemailer writes a mail in several small chunks, and with Nagle the last one (the final dot) waited for
 * the server's delayed ACK: ~43 ms per mail, so a connection managed ~22 mails/s (800/s without). Worse, a worker killed
 * in that wait still had the mail delivered (the kernel flushes it), though it could never mark it sent.
 */
export function noDelaySocket(
  options: { host?: string; port?: number | string; secure?: boolean },
  callback: (error: Error | null, socketOptions?: { connection: Socket }) => void,
): void {
  const port = Number(options.port ?? (options.secure ? 465 : 587));
  const socket = connect({ host: options.host, port, noDelay: true, timeout: CONNECT_TIMEOUT_MS });
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  const timedOut = () => fail(new Error(`connection to ${options.host}:${port} timed out`));
  socket.once('error', fail);
  socket.once('timeout', timedOut);
  socket.once('connect', () => {
    socket.off('error', fail).off('timeout', timedOut).setTimeout(0);
    callback(null, { connection: socket });
  });
}
