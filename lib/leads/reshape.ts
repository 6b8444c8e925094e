import type { ContactRequest, Subscriber } from './types';

export type ContactRow = {
  id: string;
  full_name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service_areas: string | null;
  message: string | null;
  source: ContactRequest['source'];
  page: string | null;
  user_agent: string | null;
  created_at: string | Date;
};

export type SubscriberRow = { id: string; email: string; source: Subscriber['source']; created_at: string | Date };

export const contactColumns = 'id, full_name, email, company, phone, service_areas, message, source, page, user_agent, created_at';

export function reshapeContact(row: ContactRow): ContactRequest {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    serviceAreas: row.service_areas,
    message: row.message,
    source: row.source,
    page: row.page,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function reshapeSubscriber(row: SubscriberRow): Subscriber {
  return { id: row.id, email: row.email, source: row.source, createdAt: new Date(row.created_at).toISOString() };
}

export function contactRow(input: Omit<ContactRequest, 'id' | 'createdAt'>) {
  return {
    full_name: input.fullName,
    email: input.email,
    company: input.company,
    phone: input.phone,
    service_areas: input.serviceAreas,
    message: input.message,
    source: input.source,
    page: input.page,
    user_agent: input.userAgent,
  };
}
