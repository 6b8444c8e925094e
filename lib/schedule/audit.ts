import { formatScheduleTime, isScheduled } from './time';

type Saved = { published: boolean; publishAt?: string | null };

/** A save that leaves a post waiting for its time is logged as scheduling it. */
export const saveEvent = (event: 'post-created' | 'post-updated', post: Saved) => (isScheduled(post) ? 'post-scheduled' : event);

/** The post's publish time in the log's words (New York time), when it has one. */
export const scheduleDetail = (post: Saved): Record<string, string> =>
  post.publishAt ? { publishAt: formatScheduleTime(post.publishAt) } : {};
