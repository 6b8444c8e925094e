import { StaticImage } from '@/components/ui/static-image';
import type { TeamMember } from '@/content/types';
import { Card } from '@/components/ui/card';
import { authorPath } from '@/lib/authors/public';
import { InitialsAvatar } from './avatar';

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <Card className="flex h-full flex-col" data-testid="team-card">
      {member.photo ? (
        <StaticImage src={member.photo.src} alt={member.photo.alt} width={80} height={80} className="h-20 w-20 rounded-full object-cover" />
      ) : (
        <InitialsAvatar name={member.name} tone={member.tone} />
      )}
      <h3 className="text-h3 mt-5">
        {/* Their author page: the articles and profiles behind the name (E-E-A-T). */}
        <a href={authorPath(member)} className="hover:text-accent-700">
          {member.name}
        </a>
      </h3>
      <p className="mt-1 text-sm font-semibold text-accent-700">{member.role}</p>
      <p className="mt-3 text-sm leading-6 text-slate-600">{member.bio}</p>
    </Card>
  );
}
