import { NextResponse, type NextRequest } from 'next/server';

// The /admin gate arrives with the admin issue; until then requests pass straight through.
export function middleware(_request: NextRequest) {
  return NextResponse.next();
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
