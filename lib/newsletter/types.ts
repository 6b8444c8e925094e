import type { Attribution } from '@/lib/attribution/edge';
import type { Channel } from '@/lib/leads/client';

/** The sign-up forms: the site footer's and the blog sidebar's. */
export type NewsletterSource = 'footer' | 'blog';

/** pending until the address confirms (double opt-in); unsubscribed stays on file so it is never mailed again unasked. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type Subscriber = {
  id: string;
  email: string;
  source: NewsletterSource;
  status: SubscriberStatus;
  createdAt: string;
  attribution: Attribution | null;
  channel: Channel | null;
};
export type SubscriberCounts = Record<SubscriberStatus, number>;

export type DeliveryKind = 'confirmation' | 'post';
export type ClaimedDelivery = { id: string; claimId: string; subscriberId: string; email: string; kind: DeliveryKind; sendId: string | null; attempts: number };
export type TokenPurpose = 'confirm' | 'unsubscribe';
/** 'subscribed': the link's address is confirmed (by this link or another). */
export type LinkState = 'valid' | 'subscribed' | 'used' | 'expired' | 'unknown';
export type SendContent = { id: string; postId: string; postSlug: string; subject: string; html: string; text: string };
export type SendSummary = {
  id: string;
  postSlug: string;
  subject: string;
  sentBy: string | null;
  createdAt: string;
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
  /** Recipients it reached who have unsubscribed since. */
  unsubscribedSince: number;
};
