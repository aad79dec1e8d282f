import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A full-width notice in place of a screen: 'Membership Not Active', 'Access Denied'. */
export function StatusCard({ title, description }: { title: string; description: string }) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
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
