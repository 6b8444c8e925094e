export type LeadSource = 'contact' | 'florida';
export type NewsletterSource = 'footer' | 'blog';

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
};

export type ContactRequest = Omit<ContactRequestInput, 'submissionId'> & { id: string; createdAt: string };
export type Subscriber = { id: string; email: string; source: NewsletterSource; createdAt: string };

export interface LeadRepository {
  /** null when a request with the same submission id is already stored: a resend, not a new lead. */
  createContactRequest(input: ContactRequestInput): Promise<ContactRequest | null>;
  /** 'existing' when the address (any case) was already subscribed. */
  subscribe(email: string, source: NewsletterSource): Promise<'created' | 'existing'>;
  // Admin only: callers must have checked the session.
  listContactRequests(limit?: number): Promise<ContactRequest[]>;
  listSubscribers(limit?: number): Promise<Subscriber[]>;
}
