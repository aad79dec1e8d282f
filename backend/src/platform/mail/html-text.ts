const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names, venues and slots are typed by people; they go into HTML mail as text, never as markup. */
export const htmlText = (value: string): string => value.replace(/[&<>"']/g, (character) => ENTITIES[character]);

/** An escaped line with its web addresses made links (a bare address in HTML mail is not clickable everywhere). */
const withLinks = (escaped: string): string =>
  escaped.replace(/https?:\/\/(?:[^\s<&]|&amp;)+/g, (url) => `<a href="${url}">${url}</a>`);

/** A plain line list as an HTML paragraph per line. */
export const htmlParagraphs = (lines: string[]): string =>
  lines.map((line) => (line ? `<p>${withLinks(htmlText(line))}</p>` : '')).join('\n');
