import 'server-only';
import { notFound } from 'next/navigation';
import { categoryBySlug } from '@/content/blog';
import { getPublishedPage } from './queries';
import { parsePageNumber } from './params';

/** Loads one list page for /blog or a category, turning bad page numbers into 404s. */
export async function loadListPage(rawPage: string | number, categorySlug?: string) {
  const page = typeof rawPage === 'number' ? rawPage : parsePageNumber(rawPage);
  if (page === null) notFound();
  const category = categorySlug === undefined ? undefined : categoryBySlug(categorySlug);
  if (categorySlug !== undefined && !category) notFound();
  const result = await getPublishedPage(page, category?.tag);
  if (page > result.pageCount) notFound();
  return { result, category };
}
