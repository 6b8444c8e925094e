import { authorPath, teamAuthor } from '@/lib/authors/public';

/** "By {author}": a team member's name links to their author page; anyone else's stays plain. */
export function AuthorByline({ name }: { name: string }) {
  const member = teamAuthor(name);
  if (!member) return <span>By {name}</span>;
  return (
    <span>
      By{' '}
      <a href={authorPath(member)} rel="author" className="font-medium text-white underline underline-offset-4 hover:text-accent-300">
        {member.name}
      </a>
    </span>
  );
}
