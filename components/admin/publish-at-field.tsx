import { TextField } from '@/components/forms/field';
import { scheduleCopy } from '@/content/schedule';
import { PUBLISH_YEARS } from '@/lib/posts/client';

/**
 * 'Publish at': New York wall time in a datetime-local input (the browser's zone plays no part;
 * the server reads the value as New York time). Empty means as soon as the post is published.
 */
export function PublishAtField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <TextField
      type="datetime-local"
      label={scheduleCopy.label}
      name="publishAt"
      id="post-publish-at"
      defaultValue={defaultValue}
      error={error}
      hint={scheduleCopy.hint}
      className="max-w-sm"
      min={`${PUBLISH_YEARS.min}-01-01T00:00`}
      max={`${PUBLISH_YEARS.max}-12-31T23:59`}
    />
  );
}
