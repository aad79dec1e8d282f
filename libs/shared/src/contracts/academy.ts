import type { AcademyPriceRange, MembershipStatus, StoredMembershipType } from '../constants/academy';
import type { Sport } from '../constants/sports';

export interface Academy {
  id: number;
  name: string;
  description: string | null;
  location: string | null;
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  website: string | null;
  sports: Sport[];
  facilities: string[];
  rating: number;
  priceRange: AcademyPriceRange;
  isActive: boolean;
}

export interface AcademyClass {
  id: number;
  academyId: number;
  className: string;
  description: string | null;
  instructor: string | null;
  level: string | null;
  sport: Sport;
  /** Minutes per session. */
  duration: number;
  maxStudents: number;
  currentStudents: number;
  pricePerSession: string | null;
  schedule: string[];
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
}

/** The caller's own membership (my-membership, my-memberships). */
export interface MyMembership extends MembershipApplication {
  academyName: string;
  joinedAt: string | null;
}

/** A student membership, as the admin's Student Membership Applications card lists it. */
export interface StudentMembership {
  id: number;
  userId: number;
  applicantName: string;
  academyId: number;
  academyName: string;
  membershipType: StoredMembershipType;
  experience: string | null;
  goals: string | null;
  age: number | null;
  currentGrade: string | null;
  schoolName: string | null;
  preferredTime: string | null;
  status: MembershipStatus;
  createdAt: string;
}

/** A membership application: what the join call answers. */
export interface MembershipApplication {
  id: number;
  academyId: number;
  userId: number;
  membershipType: StoredMembershipType;
  status: MembershipStatus;
  age: number | null;
  currentGrade: string | null;
  schoolName: string | null;
  experience: string | null;
  goals: string | null;
  preferredTime: string | null;
  createdAt: string;
}

export interface ClassEnrollment {
  id: number;
  classId: number;
  academyId: number;
  academyName: string;
  className: string;
  instructor: string | null;
  sport: Sport;
  schedule: string[];
  startDate: string | null;
  endDate: string | null;
  enrollmentDate: string;
  status: string;
  paymentStatus: string;
}
