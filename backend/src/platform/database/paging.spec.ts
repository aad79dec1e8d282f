import { pageWindow, toPage } from './paging';

describe('paging', () => {
  it('turns a page into LIMIT and OFFSET', () => {
    expect(pageWindow({ page: 1, pageSize: 50 })).toEqual({ limit: 50, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
  });

  it('builds the page answer', () => {
    expect(toPage(['a'], 51, { page: 2, pageSize: 50 })).toEqual({ items: ['a'], total: 51, page: 2, pageSize: 50 });
  });
});
