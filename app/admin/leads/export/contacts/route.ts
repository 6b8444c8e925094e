export { exportContacts as GET } from '@/lib/leads/export';
