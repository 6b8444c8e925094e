import { authorCopy } from '@/content/authors';
import type { TeamMember } from '@/content/types';
import { Container } from '@/components/ui/section';
import { StaticImage } from '@/components/ui/static-image';
import { NewTabHint } from '@/components/ui/new-tab-hint';
import { InitialsAvatar } from '@/components/marketing/avatar';

/** An author page's opening band: photo or initials, name, role, bio and profile links. */
export function AuthorHero({ member }: { member: TeamMember }) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-900">
      <div className="bg-grid absolute inset-0 -z-10" aria-hidden="true" />
      <Container className="flex flex-col gap-8 py-16 sm:flex-row sm:items-start sm:py-20">
        {member.photo ? (
          <StaticImage src={member.photo.src} alt={member.photo.alt} width={80} height={80} className="h-20 w-20 shrink-0 rounded-full object-cover" />
        ) : (
          <InitialsAvatar name={member.name} tone={member.tone} />
        )}
        <div className="max-w-3xl">
          <p className="mb-4 text-sm font-semibold tracking-widest text-accent-400 uppercase">{authorCopy.eyebrow}</p>
          <h1 className="text-h1 text-white">{member.name}</h1>
          <p className="mt-2 font-semibold text-accent-300">{member.role}</p>
          <p className="text-lead mt-6 text-slate-300">{member.bio}</p>
          {member.profiles.length ? (
            <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={authorCopy.profilesLabel}>
              {member.profiles.map((profile) => (
                <li key={profile.href}>
                  <a href={profile.href} target="_blank" rel="me noopener noreferrer" className="font-medium text-white underline underline-offset-4 hover:text-accent-300">
                    {profile.label}
                    <NewTabHint />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
