import type { AppConfig } from '../../config/app-config';
import { UNSUBSCRIBE_PATH, UnsubscribeLinks } from './unsubscribe-link';

const links = (secret: string) => new UnsubscribeLinks({ sessionSecret: secret, appUrl: 'https://club.example' } as AppConfig);

describe('UnsubscribeLinks', () => {
  it('names the one-click address with a token that gives back the address, in lower case', () => {
    const link = links('s1').link('Ana@Example.com');
    expect(link.startsWith(`https://club.example${UNSUBSCRIBE_PATH}?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    expect(links('s1').addressOf(token)).toBe('ana@example.com');
  });

  it('refuses a token made under another secret, for another address, or cut short', () => {
    const token = links('s1').token('ana@example.com');
    expect(links('s2').addressOf(token)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('bob@example.com').toString('base64url')}.${signature}`;
    expect(links('s1').addressOf(forged)).toBeNull();
    expect(links('s1').addressOf(token.slice(0, -2))).toBeNull();
    expect(links('s1').addressOf(`${token}.x`)).toBeNull();
    expect(links('s1').addressOf('')).toBeNull();
  });
});
