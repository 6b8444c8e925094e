import { NextResponse } from 'next/server';

// The /admin gate arrives with the admin issue; until then requests pass straight through.
export function middleware() {
  return NextResponse.next();
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
