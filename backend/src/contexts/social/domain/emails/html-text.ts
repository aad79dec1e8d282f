const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** What people type goes into HTML mail as text, never as markup. */
const htmlText = (value: string): string => value.replace(/[&<>"']/g, (character) => ENTITIES[character]);

/** A plain line list as an HTML paragraph per line. */
export const htmlParagraphs = (lines: string[]): string => lines.map((line) => (line ? `<p>${htmlText(line)}</p>` : '')).join('\n');
