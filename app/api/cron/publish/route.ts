import { publishCronResponse } from '@/lib/posts/jobs';

export const GET = publishCronResponse;
