import { contentChangedAt, isNotModified, nextVersionTime, weakEtag } from './conditional-get';

describe('isNotModified (RFC 9110 section 13.2.2)', () => {
  const etag = weakEtag('BEGIN:VCALENDAR');
  const lastModified = new Date('2026-11-20T08:15:30.600Z');

  it('makes weak tags from the body, the same for the same body only', () => {
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    expect(weakEtag('BEGIN:VCALENDAR')).toBe(etag);
    expect(weakEtag('BEGIN:VCALENDAR ')).not.toBe(etag);
  });

  it('matches If-None-Match weakly, in a list, or *', () => {
    expect(isNotModified({ 'if-none-match': etag }, etag, lastModified)).toBe(true);
    expect(isNotModified({ 'if-none-match': etag.slice(2) }, etag, lastModified)).toBe(true);
    expect(isNotModified({ 'if-none-match': `W/"other", ${etag}` }, etag, lastModified)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, etag, lastModified)).toBe(true);
    expect(isNotModified({ 'if-none-match': 'W/"other"' }, etag, lastModified)).toBe(false);
  });

  it('lets If-None-Match decide over If-Modified-Since', () => {
    const since = lastModified.toUTCString();
    expect(isNotModified({ 'if-none-match': 'W/"other"', 'if-modified-since': since }, etag, lastModified)).toBe(false);
  });

  it('compares If-Modified-Since to the whole second, and ignores one that is not a date', () => {
    expect(isNotModified({ 'if-modified-since': lastModified.toUTCString() }, etag, lastModified)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Fri, 20 Nov 2026 08:15:29 GMT' }, etag, lastModified)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'yesterday' }, etag, lastModified)).toBe(false);
    expect(isNotModified({}, etag, lastModified)).toBe(false);
  });
});

describe('nextVersionTime', () => {
  it('is now to the second, and a second after the previous version when that is later', () => {
    const now = new Date('2026-11-20T08:15:30.600Z');
    expect(nextVersionTime(now, null)).toEqual(new Date('2026-11-20T08:15:30Z'));
    expect(nextVersionTime(now, new Date('2026-11-20T08:00:00Z'))).toEqual(new Date('2026-11-20T08:15:30Z'));
    expect(nextVersionTime(now, new Date('2026-11-20T08:15:30.100Z'))).toEqual(new Date('2026-11-20T08:15:31Z'));
  });
});

describe('contentChangedAt', () => {
  const now = new Date('2026-11-20T08:15:30.400Z');
  const before = new Date('2026-11-19T10:00:00Z');

  it('keeps the stored time, noting nothing, while the content stays the same', async () => {
    const note = jest.fn(async () => undefined);
    expect(await contentChangedAt({ hash: 'a', changedAt: before }, 'a', now, note)).toBe(before);
    expect(note).not.toHaveBeenCalled();
  });

  it('notes a new version time when the content changed', async () => {
    const note = jest.fn(async (_at: Date) => undefined);
    const changedAt = await contentChangedAt({ hash: 'a', changedAt: before }, 'b', now, note);
    expect(changedAt).toEqual(new Date('2026-11-20T08:15:30Z'));
    expect(note).toHaveBeenCalledWith(changedAt);
  });
});
