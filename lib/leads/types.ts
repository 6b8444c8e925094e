import type { Attribution } from '@/lib/attribution/edge';
import type { Channel } from './channels';

export type LeadSource = 'contact' | 'florida';

/** The contact payload both forms send (the spec's fullName … message), plus where it came from. */
export type ContactRequestInput = {
  fullName: string;
  email: string;
  company: string | null;
  phone: string | null;
  serviceAreas: string | null;
  message: string | null;
  source: LeadSource;
  page: string | null;
  userAgent: string | null;
  /** The form's submission id (see the submission_ids migration); null without JavaScript. */
  submissionId?: string | null;
  /** First and last touch from the attribution cookie; null without one, or when the visitor sent Global Privacy Control. */
  attribution?: Attribution | null;
  /** The GA4 default channel of the last touch; null when attribution was not recorded (GPC, or stored before attribution existed). */
  channel?: Channel | null;
};

/** Where a lead stands with staff; every new lead is 'new'. */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_NOTE_MAX = 4000;
/** Longest inbox search kept from the address. */
export const LEAD_QUERY_MAX = 100;

export type ContactRequest = Omit<ContactRequestInput, 'submissionId' | 'attribution' | 'channel'> & {
  id: string;
  createdAt: string;
  status: LeadStatus;
  /** Who last changed the status ('Owner' or a person); null before anyone did. */
  statusChangedBy?: string | null;
  note: string;
  attribution: Attribution | null;
  channel: Channel | null;
};

/** The inbox's filters; each is optional. `query` matches name, e-mail or company. */
export type LeadFilter = { status?: LeadStatus; source?: LeadSource; query?: string; channel?: Channel; campaign?: string };
/** One row of the sources report: a channel, campaign or landing page (null: not recorded). */
export type SourcesRow = { key: string | null; leads: number; won: number };
export type SourcesReport = { channels: SourcesRow[]; campaigns: SourcesRow[]; landingPages: SourcesRow[]; assistants: SourcesRow[]; weeks: { week: string; channel: string | null; leads: number }[] };
/** The periods /admin/sources offers, in days. */
export const SOURCES_PERIODS = [30, 90, 365] as const;
/** `changedBy`: who moved the lead ('Owner' or a person), kept with a status change. */
export type LeadPipelineUpdate = { status: LeadStatus; note: string; changedBy?: string };
/** Where a stored lead is announced (lib/leads/outbox.ts). */
export type NotificationChannel = 'email' | 'webhook';
export type NotificationStatus = 'pending' | 'sent' | 'failed';

/** One row of the outbox: a lead's delivery on one channel. */
export type LeadNotification = {
  id: string;
  leadId: string;
  channel: NotificationChannel;
  status: NotificationStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
};

/** A notification handed to one drain, with the lead it announces. */
export type ClaimedNotification = {
  id: string;
  claimId: string;
  leadId: string;
  channel: NotificationChannel;
  /** Including this one. */
  attempts: number;
  lead: ContactRequest;
};

export interface LeadRepository {
  /**
   * Stores the lead and queues one notification per channel in the same transaction. null when a
   * request with the same submission id is already stored: a resend, so no second lead and no
   * second set of notifications.
   */
  createContactRequest(input: ContactRequestInput, channels: NotificationChannel[]): Promise<ContactRequest | null>;
  // Admin only: callers must have checked the session.
  /** One page of leads, newest first. */
  listContactRequests(limit?: number, filter?: LeadFilter, offset?: number): Promise<ContactRequest[]>;
  /** Every lead, newest first, a batch at a time (keyset paging): an export of any size holds memory flat. */
  streamContactRequests(batchSize?: number): AsyncGenerator<ContactRequest[]>;
  /** Sets a lead's status and note; the lead as it was before, or null if there is none. */
  updateLeadPipeline(id: string, update: LeadPipelineUpdate): Promise<ContactRequest | null>;
  countLeadsByStatus(): Promise<Record<LeadStatus, number>>;
  /** Leads of the last `days` days by channel, by last-touch campaign and by first-touch landing page (each with its Won count), and per UTC week by channel. */
  sourcesReport(days: number): Promise<SourcesReport>;

  // The outbox (server only).
  /** Atomically takes up to `limit` due notifications and hides them from other drains for the lease. */
  claimNotifications(options: { limit: number; leaseSeconds: number; leadId?: string }): Promise<ClaimedNotification[]>;
  markNotificationSent(id: string): Promise<boolean>;
  /** Retry after `retryInSeconds`, or give up when null or past the retry window; null if the claim was lost. */
  recordNotificationFailure(id: string, claimId: string, error: string, retryInSeconds: number | null): Promise<NotificationStatus | null>;
  /** Queues a failed notification again; null unless it was failed. */
  resendNotification(id: string): Promise<{ leadId: string; channel: NotificationChannel } | null>;
  listNotifications(leadIds: string[]): Promise<LeadNotification[]>;
  /**
   * Embedded database only, where one process owns the data: makes rows claimed before
   * `startedAt` (by a process that died mid-send) due now instead of when their lease ends.
   */
  releaseOrphanedClaims?(startedAt: Date, leaseSeconds: number): Promise<number>;
  countFailedNotifications(): Promise<number>;
}
