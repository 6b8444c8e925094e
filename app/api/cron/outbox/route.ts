import { outboxCronResponse } from '@/lib/outbox/jobs';

// The drain stops claiming after 25 s; this leaves room for the sends in flight.
export const maxDuration = 60;

export const GET = outboxCronResponse;
