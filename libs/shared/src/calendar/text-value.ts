/** A TEXT value (RFC 5545 section 3.3.11): backslash, semicolon and comma escaped, each line break written as \n. */
export function escapeText(value: string): string {
  return value.replace(/\r\n|[\\;,\r\n]/g, (char) => (char === '\\' || char === ';' || char === ',' ? `\\${char}` : '\\n'));
}
