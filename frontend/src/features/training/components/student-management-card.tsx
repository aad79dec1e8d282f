import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const LINKS = [
  { to: '/admin/student-schedules', label: 'Manage Schedules' },
  { to: '/admin/student-progress', label: 'Update Progress' },
  { to: '/admin/announcements', label: 'Send Announcements' },
] as const;

/** Admin dashboard: the way into student management. */
export function StudentManagementCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Student Management</CardTitle>
        <CardDescription>Lessons, progress, announcements and performance for academy students.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={buttonClasses('outline', 'sm')}>
            {link.label}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
