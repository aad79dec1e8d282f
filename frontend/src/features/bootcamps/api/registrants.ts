import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, pageCount, type BootcampRegistrant, type Page } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { bootcampKeys } from '@/lib/query-keys';

const registrantsPage = (id: number, page: number, pageSize?: number) =>
  api.get<Page<BootcampRegistrant>>(`/api/bootcamps/${id}/registrations?page=${page}${pageSize ? `&pageSize=${pageSize}` : ''}`);

/** Manage Registrations: one page of who registered (organizer and admins only). */
export function useBootcampRegistrants(id: number, page: number, enabled = true) {
  return useQuery({
    queryKey: bootcampKeys.registrants(id, page),
    queryFn: () => registrantsPage(id, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every registrant, page by page at the largest page size, for the CSV. */
export async function fetchAllRegistrants(id: number): Promise<BootcampRegistrant[]> {
  const first = await registrantsPage(id, 1, PAGE_SIZE_MAX);
  const rest = await Promise.all(
    Array.from({ length: pageCount(first) - 1 }, (_, index) => registrantsPage(id, index + 2, PAGE_SIZE_MAX)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}
