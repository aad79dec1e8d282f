import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ALL_STUDENTS, type ActiveStudent } from '@rallypoint/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { usePostAnnouncement, useRecordMetrics, useRecordProgress, useScheduleLesson } from '../api/student-management';
import { PageHeader } from '@/components/page-header';
import { StatusCard } from '../components/status-card';
import { AnnouncementForm, PerformanceForm, ProgressForm, ScheduleForm } from '../components/student-forms';
import { StudentPicker } from '../components/student-picker';
import { StudentRecordCard } from '../components/student-record-card';

const TABS = ['schedules', 'progress', 'announcements', 'performance'] as const;
type Tab = (typeof TABS)[number];

/** docs/product-rules.md#screens-and-routes: four routes show this one screen; the route picks the tab. */
const TAB_OF_ROUTE: Record<string, Tab> = {
  '/admin/student-schedules': 'schedules',
  '/admin/student-progress': 'progress',
  '/admin/announcements': 'announcements',
  '/admin-student-management': 'schedules',
};
/** Where each tab lives, so a reload or going back opens it again; Performance has no route of its own. */
const URL_OF_TAB: Record<Tab, string> = {
  schedules: '/admin/student-schedules',
  progress: '/admin/student-progress',
  announcements: '/admin/announcements',
  performance: '/admin-student-management?tab=performance',
};
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** The tab the URL names: `?tab=` on any of the four routes, else the route's own. */
function tabOf({ pathname, search }: { pathname: string; search: string }): Tab {
  const named = new URLSearchParams(search).get('tab');
  return isTab(named) ? named : (TAB_OF_ROUTE[pathname] ?? 'schedules');
}

const noStudentSelected = () =>
  toast({
    title: 'No student selected',
    description: 'Pick a student from the list first.',
    variant: 'destructive',
  });

export function StudentManagementRoute() {
  const { isAdmin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(location);
  const [student, setStudent] = useState<ActiveStudent | null>(null);
  const schedule = useScheduleLesson();
  const progress = useRecordProgress();
  const announcement = usePostAnnouncement();
  const metrics = useRecordMetrics();

  if (!isAdmin) return <StatusCard title="Access Denied" description="You need admin privileges to access this page." />;

  /** Runs one admin write for the selected student; resolves true when it went through. */
  function write<T>(
    mutation: {
      mutateAsync: (input: { userId: number; body: T }) => Promise<unknown>;
    },
    body: T,
    done: string,
    failed: string,
    userId = student?.id,
  ) {
    if (userId === undefined) {
      noStudentSelected();
      return Promise.resolve(false);
    }
    return mutation.mutateAsync({ userId, body }).then(
      () => (successToast(done)(), true),
      (error: unknown) => (failureToast('Error', failed)(error), false),
    );
  }

  const changeTab = (value: string) => {
    if (isTab(value)) navigate(URL_OF_TAB[value], { replace: true });
  };
  const studentName = student ? `${student.firstName} ${student.lastName}` : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Student Management"
        description="Schedules, progress, announcements and performance for active academy students."
        backTo="/dashboard"
        backLabel="Back to Dashboard"
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Active Students</CardTitle>
            <CardDescription>{studentName ? `Selected: ${studentName}` : 'Pick a student from the list'}</CardDescription>
          </CardHeader>
          <CardContent>
            <StudentPicker selected={student} onSelect={setStudent} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardContent className="pt-6">
            <Tabs value={tab} onValueChange={changeTab}>
              <TabsList>
                <TabsTrigger value="schedules">Schedules</TabsTrigger>
                <TabsTrigger value="progress">Progress</TabsTrigger>
                <TabsTrigger value="announcements">Announcements</TabsTrigger>
                <TabsTrigger value="performance">Performance</TabsTrigger>
              </TabsList>
              <TabsContent value="schedules" className="pt-4">
                <ScheduleForm
                  pending={schedule.isPending}
                  onSubmit={(body) => write(schedule, body, 'Schedule Updated', 'Failed to update schedule')}
                />
              </TabsContent>
              <TabsContent value="progress" className="pt-4">
                <ProgressForm
                  pending={progress.isPending}
                  onSubmit={(body) => write(progress, body, 'Progress Updated', 'Failed to update progress')}
                />
              </TabsContent>
              <TabsContent value="announcements" className="pt-4">
                <AnnouncementForm
                  audience={studentName ?? 'every active student'}
                  pending={announcement.isPending}
                  onSubmit={(body) =>
                    write(announcement, body, 'Announcement Sent', 'Failed to send announcement', student?.id ?? ALL_STUDENTS)
                  }
                />
              </TabsContent>
              <TabsContent value="performance" className="pt-4">
                <PerformanceForm
                  pending={metrics.isPending}
                  onSubmit={(body) => write(metrics, body, 'Performance Updated', 'Failed to update performance')}
                />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
      {student && studentName && <StudentRecordCard studentId={student.id} studentName={studentName} />}
    </div>
  );
}
