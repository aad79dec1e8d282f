import type {
  Academy as AcademyView,
  AcademyClass as AcademyClassView,
  MembershipApplication,
  MyMembership,
  StudentMembership,
} from '@rallypoint/shared';
import type { AcademyClass } from '../../domain/academy-class.entity';
import type { AcademyMember } from '../../domain/academy-member.entity';
import type { Academy } from '../../domain/academy.entity';

/** The entity → API mappers; owner and bookkeeping columns stay inside. */
export const toAcademyView = (a: Academy): AcademyView => ({
  id: a.id,
  name: a.name,
  description: a.description,
  location: a.location,
  addressLine1: a.addressLine1,
  city: a.city,
  state: a.state,
  zipCode: a.zipCode,
  contactEmail: a.contactEmail,
  contactPhone: a.contactPhone,
  website: a.website,
  sports: a.sports,
  facilities: a.facilities,
  rating: Number(a.rating),
  priceRange: a.priceRange,
  isActive: a.isActive,
});

export const toClassView = (c: AcademyClass): AcademyClassView => ({
  id: c.id,
  academyId: c.academyId,
  className: c.className,
  description: c.description,
  instructor: c.instructor,
  level: c.level,
  sport: c.sport,
  duration: c.duration,
  maxStudents: c.maxStudents,
  currentStudents: c.currentStudents,
  pricePerSession: c.pricePerSession,
  schedule: c.schedule,
  startDate: c.startDate,
  endDate: c.endDate,
  isActive: c.isActive,
});

export const toApplicationView = (m: AcademyMember): MembershipApplication => ({
  id: m.id,
  academyId: m.academyId,
  userId: m.userId,
  membershipType: m.membershipType,
  status: m.status,
  age: m.age,
  currentGrade: m.currentGrade,
  schoolName: m.schoolName,
  experience: m.experience,
  goals: m.goals,
  preferredTime: m.preferredTime,
  createdAt: m.createdAt.toISOString(),
});

/** The caller's own application as they sent it, with the academy's name and when they joined. */
export const toMyMembershipView = (m: AcademyMember, academyName: string): MyMembership => ({
  ...toApplicationView(m),
  academyName,
  joinedAt: m.joinedAt ? m.joinedAt.toISOString() : null,
});

export const toStudentMembershipView = (m: AcademyMember, academyName: string, applicantName: string): StudentMembership => ({
  id: m.id,
  userId: m.userId,
  applicantName,
  academyId: m.academyId,
  academyName,
  membershipType: m.membershipType,
  experience: m.experience,
  goals: m.goals,
  age: m.age,
  currentGrade: m.currentGrade,
  schoolName: m.schoolName,
  preferredTime: m.preferredTime,
  status: m.status,
  createdAt: m.createdAt.toISOString(),
});
