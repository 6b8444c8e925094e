export { exportSubscribers as GET } from '@/lib/leads/export';
