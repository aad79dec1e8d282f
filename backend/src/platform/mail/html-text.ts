const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names, venues and slots are typed by people; they go into HTML mail as text, never as markup. */
export const htmlText = (value: string): string => value.replace(/[&<>"']/g, (character) => ENTITIES[character]);

/** A plain line list as an HTML paragraph per line. */
export const htmlParagraphs = (lines: string[]): string => lines.map((line) => (line ? `<p>${htmlText(line)}</p>` : '')).join('\n');
