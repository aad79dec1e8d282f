import type { MatchRecord } from './results';
import type { AdminLevel, AnnouncementPriority, AnnouncementType, LessonStatus, LessonType } from '../constants/training';

/** A student with an active academy membership, as the admin's student list shows them. */
export interface ActiveStudent {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
}

/** Upcoming lesson: title, instructor, date, time, type. */
export interface UpcomingLesson {
  id: number;
  title: string;
  instructor: string;
  date: string;
  time: string;
  type: LessonType;
  status: LessonStatus;
  notes: string;
}

/** Student progress; null fields mean "no assessment yet". */
export interface StudentProgressView {
  currentLevel: AdminLevel | null;
  lessonsCompleted: number;
  /** The overall percentage. */
  skillProgress: number | null;
  skills: {
    forehand: number;
    backhand: number;
    serve: number;
    volley: number;
  } | null;
  instructorNotes: string;
  lastAssessment: string | null;
}

/** Student metrics: the latest performance assessment, null when there is none. */
export interface StudentMetricsView {
  assessment: {
    attendance: number;
    improvement: number;
    consistency: number;
    effort: number;
  } | null;
  date: string | null;
  notes: string;
  /** The student's record from approved match results (academy progress fed by real matches). */
  matchRecord: MatchRecord;
}

/** `GET /api/admin/students/{userId}/record`: what is on record for a student, as the admin sees it before writing more. */
export interface StudentRecord {
  progress: StudentProgressView;
  metrics: StudentMetricsView;
  upcomingLessons: UpcomingLesson[];
}

/** Announcement: title, content, date, type, priority; plus read state. */
export interface StudentAnnouncement {
  id: number;
  title: string;
  content: string;
  date: string;
  type: AnnouncementType | 'general';
  priority: AnnouncementPriority;
  isRead: boolean;
  /** False for one sent to every active student. */
  targeted: boolean;
}
