import { publishCronResponse } from '@/lib/schedule/cron';

export const GET = publishCronResponse;
