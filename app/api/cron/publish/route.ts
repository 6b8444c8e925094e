import { publishCronResponse } from '@/lib/posts/public';

export const GET = publishCronResponse;
