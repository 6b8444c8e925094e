import { format } from 'date-fns';

/** 'March 5, 2025' — the public date style. */
export const formatPublicDate = (iso: string) => format(new Date(iso), 'MMMM d, yyyy');
/** 'Mar 05, 2025' — the admin date style. */
export const formatAdminDate = (iso: string) => format(new Date(iso), 'MMM dd, yyyy');
/** 'Mar 05, 14:30' — when a retry is due or a delivery went out. */
export const formatAdminTime = (iso: string) => format(new Date(iso), 'MMM dd, HH:mm');
