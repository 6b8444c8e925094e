import { CalendarClock, Tag } from '@/components/ui/icons';
import { blogCategories, blogCopy, blogSearchCopy } from '@/content/blog';
import { site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { NewTabHint } from '@/components/ui/new-tab-hint';
import { SearchForm } from './search-form';

/** The blog's search box, placed by BlogLayout: at the head of the sidebar, or before the posts on phones. */
export function BlogSearchCard({ query, className }: { query?: string; className?: string }) {
  return (
    <Card className={className}>
      <h2 className="text-h3">{blogSearchCopy.boxTitle}</h2>
      <SearchForm query={query} />
    </Card>
  );
}

export function BlogSidebar({ activeCategory, className }: { activeCategory?: string; className?: string }) {
  return (
    <aside className={cn('space-y-6', className)} aria-label="Blog sidebar">
      <Card>
        <h2 className="text-h3">Popular Topics</h2>
        <ul className="mt-4 space-y-1">
          {blogCategories.map((category) => {
            const active = category.slug === activeCategory;
            return (
              <li key={category.slug}>
                <a
                  href={`/blog/category/${category.slug}`}
                  aria-current={active ? 'page' : undefined}
                  className={`flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium ${active ? 'bg-amber-50 text-accent-700' : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900'}`}
                >
                  <Tag className="h-4 w-4 text-accent-700" aria-hidden="true" />
                  {category.title}
                </a>
              </li>
            );
          })}
        </ul>
      </Card>
      <Card tone="dark">
        <CalendarClock className="h-8 w-8 text-accent-400" aria-hidden="true" />
        <h2 className="text-h3 mt-4 text-white">Book a Strategy Call</h2>
        <p className="mt-2 text-sm text-slate-300">
          {blogCopy.sidebar.scheduler}
        </p>
        <ButtonLink href={site.links.scheduler} className="mt-5 w-full">
          Book a Strategy Call<NewTabHint />
        </ButtonLink>
      </Card>
      <Card>
        <h2 className="text-h3">Stay Updated</h2>
        <p className="mt-2 text-sm text-slate-600">{blogCopy.sidebar.newsletter}</p>
        <NewsletterForm source="blog" label="Email address for blog updates" />
      </Card>
      <Card>
        <h2 className="text-h3">AI SEO Guides</h2>
        <ul className="mt-3 space-y-2 text-sm">
          {blogCopy.relatedGuides.map((guide) => (
            <li key={guide.to}>
              <a href={guide.to} className="font-medium text-accent-700 hover:text-slate-900">
                {guide.label}
              </a>
            </li>
          ))}
        </ul>
      </Card>
    </aside>
  );
}
