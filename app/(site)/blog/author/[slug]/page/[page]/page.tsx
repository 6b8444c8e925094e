import { authorCopy } from '@/content/authors';
import { blogCopy } from '@/content/blog';
import { fillTemplate } from '@/lib/template';
import { pageMetadata } from '@/lib/seo/public';
import { authorPath } from '@/lib/authors/public';
import { loadAuthorPage } from '@/lib/posts/public';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { AuthorHero } from '@/components/blog/author-hero';
import { AuthorPostList } from '@/components/blog/author-post-list';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/posts/public';

type Props = { params: Promise<{ slug: string; page: string }> };

export async function generateMetadata({ params }: Props) {
  const { slug, page } = await params;
  // Validating here, before anything streams, makes a bad page number a real 404.
  const { member, result } = await loadAuthorPage(slug, page);
  const values = { name: member.name, role: member.role, page: String(result.page) };
  return pageMetadata({
    title: fillTemplate(authorCopy.pageTitle, values),
    description: fillTemplate(authorCopy.description, values),
    path: `${authorPath(member)}/page/${result.page}`,
    keywords: authorCopy.keywords.map((keyword) => fillTemplate(keyword, values)),
    feeds: [blogCopy.feed],
  });
}

export default async function AuthorListPage({ params }: Props) {
  const { slug, page } = await params;
  // Shared with generateMetadata (one request): an unknown author is its redirect or a 404.
  const { member } = await loadAuthorPage(slug, page);
  return (
    <BlogLayout hero={<AuthorHero member={member} />}>
      <AuthorPostList slug={member.slug} page={page} />
    </BlogLayout>
  );
}
