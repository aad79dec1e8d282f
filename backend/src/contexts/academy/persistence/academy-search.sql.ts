import type { EntityManager } from 'typeorm';
import type { AcademySearchQuery } from '@rallypoint/shared';
import { rowsAndTotal, type PageWindow } from '../../../platform/database/paging';
import { anyContains, containsPattern } from '../../../platform/database/text-search';
import type { Academy } from '../domain/academy.entity';

const ACADEMY_COLUMNS = `a.id, a.name, a.description, a.location, a.address_line1 AS "addressLine1", a.city, a.state,
  a.zip_code AS "zipCode", a.contact_email AS "contactEmail", a.contact_phone AS "contactPhone", a.website, a.sports,
  a.facilities, a.rating, a.price_range AS "priceRange", a.owner_id AS "ownerId", a.is_active AS "isActive",
  a.created_at AS "createdAt"`;

/** A page of active academies by name, city or state, sport, price range and least rating, best rated first; and how many. */
export function searchAcademyRows(
  manager: EntityManager,
  filters: AcademySearchQuery,
  window: PageWindow,
): Promise<[Academy[], number]> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['a.is_active = true'];
  if (filters.search) conditions.push(anyContains(param(containsPattern(filters.search)), ['a.name', 'a.city', 'a.state']));
  if (filters.sport) conditions.push(`${param(filters.sport)} = ANY(a.sports)`);
  if (filters.priceRange) conditions.push(`a.price_range = ${param(filters.priceRange)}`);
  if (filters.minRating !== undefined) conditions.push(`a.rating >= ${param(filters.minRating)}`);
  const from = `academies a WHERE ${conditions.join(' AND ')}`;
  return rowsAndTotal(manager, { select: ACADEMY_COLUMNS, from, params, orderBy: 'a.rating DESC, a.name ASC, a.id ASC' }, window);
}
