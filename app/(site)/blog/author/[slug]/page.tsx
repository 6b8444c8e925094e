import { authorCopy } from '@/content/authors';
import { blogCopy } from '@/content/blog';
import { fillTemplate } from '@/lib/template';
import { breadcrumbSchema, pageMetadata, personSchema, profilePageSchema, schemaGraph } from '@/lib/seo/public';
import { authorPath } from '@/lib/authors/public';
import { loadAuthorPage } from '@/lib/posts/public';
import { JsonLd } from '@/components/seo/json-ld';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { AuthorHero } from '@/components/blog/author-hero';
import { AuthorPostList } from '@/components/blog/author-post-list';

export const revalidate = 300;

export { staticAuthorParams as generateStaticParams } from '@/lib/posts/public';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  // Loading here, before anything streams, makes an unknown author a real 404.
  const { member } = await loadAuthorPage((await params).slug, 1);
  const values = { name: member.name, role: member.role };
  return pageMetadata({
    title: fillTemplate(authorCopy.title, values),
    description: fillTemplate(authorCopy.description, values),
    path: authorPath(member),
    keywords: authorCopy.keywords.map((keyword) => fillTemplate(keyword, values)),
    feeds: [blogCopy.feed],
  });
}

export default async function AuthorPage({ params }: Props) {
  // Shared with generateMetadata (one request): an unknown author is its redirect or a 404.
  const { member } = await loadAuthorPage((await params).slug, 1);
  const path = authorPath(member);
  return (
    <>
      <BlogLayout hero={<AuthorHero member={member} />}>
        <AuthorPostList slug={member.slug} page={1} />
      </BlogLayout>
      <JsonLd
        data={schemaGraph(
          profilePageSchema(member),
          personSchema(member),
          breadcrumbSchema([
            { name: 'Home', path: '/' },
            { name: blogCopy.title, path: '/blog' },
            { name: member.name, path },
          ]),
        )}
      />
    </>
  );
}
