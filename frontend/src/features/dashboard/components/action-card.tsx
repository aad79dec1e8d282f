import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export interface ActionCardProps {
  title: string;
  description: string;
  /** Omitted where the card has no screen to go to yet, or the screen belongs to a later release. */
  link?: { to: string; label: string };
}

export function ActionCard({ title, description, link }: ActionCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {link && (
        <CardContent className="mt-auto">
          {/* A long label wraps inside the button rather than run out of a narrow card (five in a row at 1280 px). */}
          <Link
            to={link.to}
            className={buttonClasses('primary', 'sm', 'h-auto! min-h-8 w-full py-1.5 text-center whitespace-normal!')}
          >
            {link.label}
          </Link>
        </CardContent>
      )}
    </Card>
  );
}
