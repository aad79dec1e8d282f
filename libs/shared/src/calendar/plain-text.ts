// A content line holds no control character but tab (RFC 5545 section 3.1). ical.js escapes what TEXT values need
// (backslash, semicolon, comma, line feed) but passes other control characters through, so they are dropped here,
// and a lone surrogate, which has no UTF-8 form, becomes U+FFFD as an encoder would make it.
const CONTROL_BUT_TAB_AND_LF = /[^\t\n\u0020-\u007E\u0080-\uFFFF]/g;
const LINE_BREAK = /\r\n?/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const wellFormed = (value: string) => value.replace(LONE_SURROGATE, '\uFFFD');

/** A TEXT value (summary, description, …) as ical.js should escape it: every line break a line feed. */
export const textValue = (value: string): string =>
  wellFormed(value).replace(LINE_BREAK, '\n').replace(CONTROL_BUT_TAB_AND_LF, '');

/** Any other value (a URL, a zone name), which keeps no line break at all. */
export const lineValue = (value: string): string => textValue(value).replace(/\n/g, '');
