import { announcementEmail } from './announcement.email';

describe('announcementEmail', () => {
  const mail = announcementEmail(
    { id: 8, name: 'Harbour <Open>' },
    { title: 'Courts moved', message: 'Play starts on courts 5-8.\nBring water.', postedByName: 'Olive Organizer' },
    { email: 'ann@example.com', name: 'Ann' },
    'https://club.example',
  );

  it('names the tournament and the title in the subject and goes to the player', () => {
    expect(mail).toMatchObject({
      to: 'ann@example.com',
      subject: 'Harbour <Open>: Courts moved',
      kind: 'tournament-announcement',
      bulk: true,
    });
  });

  it('carries the message line by line, who posted it, and the public page as a link', () => {
    expect(mail.text).toContain('Olive Organizer posted an announcement for Harbour <Open>:');
    expect(mail.text).toContain('Play starts on courts 5-8.\nBring water.');
    expect(mail.html).toContain('<p>Bring water.</p>');
    expect(mail.html).toContain('<a href="https://club.example/tournament-fixtures/8">');
    expect(mail.html).toContain('Harbour &lt;Open&gt;');
  });
});
