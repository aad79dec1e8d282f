import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Fact } from '@/components/ui/fact';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useStudentProgress } from '../api/student-dashboard';
import { AnnouncementsTab } from '../components/announcements-tab';
import { LessonsTab } from '../components/lessons-tab';
import { PerformanceTab } from '../components/performance-tab';
import { ProgressTab } from '../components/progress-tab';
import { StatusCard } from '../components/status-card';

/**
 * /student-dashboard. The server answers the student calls only for an active membership (403 otherwise),
 * so the progress call doubles as the membership check.
 */
export function StudentDashboardRoute() {
  const { user } = useAuth();
  const progress = useStudentProgress();

  if (progress.isLoading) return <LoadingScreen label="Loading your student dashboard..." />;
  if (isApiError(progress.error, 403)) {
    return (
      <StatusCard
        title="Membership Not Active"
        description="Your academy membership is not active yet. Please wait for an administrator to approve your application."
      />
    );
  }
  if (!progress.data)
    return <StatusCard title="Something went wrong" description="Failed to load your student dashboard. Please try again." />;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Student Dashboard</h1>
        <p className="text-sm text-slate-600">Your lessons, progress and academy news.</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <Tabs defaultValue="schedule">
            {/* Wraps, so the five tabs fit a 390 px phone without scrolling sideways. */}
            <TabsList className="flex h-auto w-full flex-wrap justify-start">
              <TabsTrigger value="schedule">Schedule</TabsTrigger>
              <TabsTrigger value="progress">Progress</TabsTrigger>
              <TabsTrigger value="announcements">Announcements</TabsTrigger>
              <TabsTrigger value="performance">Performance</TabsTrigger>
              <TabsTrigger value="profile">Profile</TabsTrigger>
            </TabsList>
            <TabsContent value="schedule" className="pt-4">
              <LessonsTab />
            </TabsContent>
            <TabsContent value="progress" className="pt-4">
              <ProgressTab progress={progress.data} />
            </TabsContent>
            <TabsContent value="announcements" className="pt-4">
              <AnnouncementsTab />
            </TabsContent>
            <TabsContent value="performance" className="pt-4">
              <PerformanceTab />
            </TabsContent>
            <TabsContent value="profile" className="pt-4">
              {user && (
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">
                      {user.firstName} {user.lastName}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <dl className="grid grid-cols-2 gap-4">
                      <Fact label="Username">{user.username}</Fact>
                      <Fact label="Email">{user.email}</Fact>
                      <Fact label="Phone">{user.phone ?? 'Not provided'}</Fact>
                      <Fact label="Level">{progress.data.currentLevel ?? 'No assessment yet'}</Fact>
                    </dl>
                  </CardContent>
                </Card>
              )}
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
