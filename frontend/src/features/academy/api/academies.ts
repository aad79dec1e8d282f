import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Academy, AcademyClass, AcademySearchQuery, Page } from '@rallypoint/shared';
import { api } from '@/lib/api-client';
import { academyKeys } from '@/lib/query-keys';

export type AcademyFilters = Partial<AcademySearchQuery>;

/** `?search=…&sport=…` from the filters that are set. */
export function toQueryString(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useAcademies(filters: AcademyFilters) {
  return useQuery({
    queryKey: academyKeys.list(filters),
    queryFn: () => api.get<Page<Academy>>(`/api/academies${toQueryString(filters)}`),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAcademy(id: number, { enabled = true } = {}) {
  return useQuery({ queryKey: academyKeys.detail(id), queryFn: () => api.get<Academy>(`/api/academies/${id}`), enabled });
}

export function useAcademyClasses(id: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: academyKeys.classes(id),
    queryFn: () => api.get<AcademyClass[]>(`/api/academies/${id}/classes`),
    enabled,
  });
}
