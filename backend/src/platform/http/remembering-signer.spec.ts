import { Signer } from '@fastify/cookie';
import { RememberingSigner } from './remembering-signer';

describe('RememberingSigner', () => {
  const secret = 'a-secret';
  const plain = new Signer(secret);

  it('signs and verifies as @fastify/cookie does, the second time from memory', () => {
    const signer = new RememberingSigner(secret);
    const cookie = plain.sign('session-1');
    expect(signer.sign('session-1')).toBe(cookie);
    expect(signer.unsign(cookie)).toEqual(plain.unsign(cookie));
    expect(signer.unsign(cookie)).toEqual({ valid: true, renew: false, value: 'session-1' });
    expect(signer.sign('session-1')).toBe(cookie);
  });

  it('refuses a forged or re-signed cookie every time, and one signed with another secret', () => {
    const signer = new RememberingSigner(secret);
    const forged = `${plain.sign('session-1').slice(0, -2)}xx`;
    expect(signer.unsign(forged).valid).toBe(false);
    expect(signer.unsign(forged).valid).toBe(false);
    expect(signer.unsign(new Signer('another-secret').sign('session-1')).valid).toBe(false);
  });
});
