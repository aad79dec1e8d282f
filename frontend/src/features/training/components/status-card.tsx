import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** A full-width notice in place of a screen ('Membership Not Active', 'Access Denied'): its title is the page's heading. */
export function StatusCard({ title, description }: { title: string; description: string }) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader>
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
          Back to Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
