import { ActionCard, type ActionCardProps } from './action-card';

const ORGANIZER_ACTIONS: ActionCardProps[] = [
  {
    title: 'Schedule Tournament',
    description: 'Create a tournament and open it for registration once approved.',
    link: { to: '/create-tournament', label: 'Schedule Tournament' },
  },
  {
    title: 'Define Fixtures and Schedule Matches',
    description: 'Group players into divisions, set up the matches and put them on courts.',
    link: { to: '/fixtures', label: 'Define Fixtures' },
  },
  {
    title: 'Schedule Bootcamps & Clinics',
    description: 'Offer training camps and clinics to players.',
    link: { to: '/schedule-bootcamps', label: 'Schedule Bootcamps & Clinics' },
  },
  {
    title: 'Post Announcements',
    description: 'Keep your players up to date with news and changes.',
    link: { to: '/tournament-announcements', label: 'Post Announcements' },
  },
  {
    title: 'Manage Tournaments',
    description: 'See every tournament you run, edit details and manage fixtures.',
    link: { to: '/tournaments-dashboard', label: 'Manage Tournaments' },
  },
];

export function OrganizerActionCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {ORGANIZER_ACTIONS.map((action) => (
        <ActionCard key={action.title} {...action} />
      ))}
    </div>
  );
}
