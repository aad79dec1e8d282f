import { fillSecrets, secretSlot } from './mail-secrets';

describe('mail secrets', () => {
  const mail = {
    to: 'a@b.c',
    text: `Open https://x/verify?token=${secretSlot('token')}`,
    html: `<a href="https://x/verify?token=${secretSlot('token')}">verify</a>`,
  };

  it('fills every slot in text and html, escaping the html one', () => {
    const filled = fillSecrets({ ...mail, text: `${mail.text} ${secretSlot('token')}` }, { token: 'a&b' });
    expect(filled.text).toBe('Open https://x/verify?token=a&b a&b');
    expect(filled.html).toBe('<a href="https://x/verify?token=a&amp;b">verify</a>');
    expect(filled.to).toBe('a@b.c');
  });

  it('leaves a mail without secrets, or without html, as it is', () => {
    expect(fillSecrets(mail, null)).toBe(mail);
    expect(fillSecrets({ ...mail, html: null }, { token: 't' }).html).toBeNull();
  });
});
