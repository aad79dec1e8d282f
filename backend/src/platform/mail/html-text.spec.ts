import { htmlParagraphs } from './html-text';

describe('htmlParagraphs', () => {
  it('escapes what people typed and makes web addresses links', () => {
    expect(htmlParagraphs(['Hi <b>Ann</b> & co,', '', 'Open https://club.test/register-tournament?tournamentId=4&x=1'])).toBe(
      '<p>Hi &lt;b&gt;Ann&lt;/b&gt; &amp; co,</p>\n\n' +
        '<p>Open <a href="https://club.test/register-tournament?tournamentId=4&amp;x=1">https://club.test/register-tournament?tournamentId=4&amp;x=1</a></p>',
    );
  });

  it('never lets a quote end the attribute early', () => {
    expect(htmlParagraphs(['"https://club.test/a" onmouseover="x"'])).toBe(
      '<p>&quot;<a href="https://club.test/a">https://club.test/a</a>&quot; onmouseover=&quot;x&quot;</p>',
    );
  });
});
