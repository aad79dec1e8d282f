import { foldLine } from './fold-line';

// Content lines may hold no control characters but tab (RFC 5545 section 3.1); dropping them also keeps a value
// from ending its line early. A lone surrogate has no UTF-8 form, so it becomes U+FFFD as an encoder would make it.
const CONTROL = /[^\t\u0020-\u007E\u0080-\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const clean = (value: string) => value.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');

/** A parameter value, quoted when it holds a character that would end it; double quotes cannot be written at all. */
function paramValue(value: string): string {
  const safe = clean(value).replace(/"/g, '');
  return /[:;,]/.test(safe) ? `"${safe}"` : safe;
}

/** 'NAME;PARAM=value:value', unfolded. Text values must already be escaped (see escapeText). */
export function contentLine(name: string, value: string, params: Record<string, string> = {}): string {
  const paramText = Object.entries(params)
    .map(([param, v]) => `;${param}=${paramValue(v)}`)
    .join('');
  return `${name}${paramText}:${clean(value)}`;
}

/** The lines of a whole object, folded, each ending in CRLF. */
export function serializeLines(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
