import { anyContains, containsPattern, escapeLike, personNameColumns } from './text-search';

describe('text search', () => {
  it('escapes LIKE wildcards so a search matches them literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('ann')).toBe('%ann%');
    expect(containsPattern('a_b%')).toBe('%a\\_b\\%%');
  });

  it('searches every column with the one parameter', () => {
    expect(anyContains('$2', ['a.name', 'a.city'])).toBe('(a.name ILIKE $2 OR a.city ILIKE $2)');
  });

  it('finds a person by first, last and full name and username', () => {
    expect(anyContains('$1', personNameColumns('u'))).toBe(
      "(u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1 OR u.username ILIKE $1)",
    );
  });
});
