/** @jest-environment node */
import type { AuditEventInput } from '@/lib/audit/types';

const recorded: AuditEventInput[] = [];
let failing = false;
jest.mock('@/lib/audit/repository', () => ({
  auditRepository: () => ({
    record: async (input: AuditEventInput) => {
      if (failing) throw new Error('database down');
      recorded.push(input);
    },
    list: async () => [],
    prune: async () => {},
  }),
}));
let requestHeaders: Headers | null = new Headers({ 'x-real-ip': '203.0.113.5' });
jest.mock('next/headers', () => ({
  headers: async () => {
    if (!requestHeaders) throw new Error('headers() outside a request');
    return requestHeaders;
  },
}));
let signedIn = true;
let sessionActor: Record<string, unknown> = { kind: 'owner', staffId: null, name: 'Owner', email: null, role: 'owner' };
jest.mock('@/lib/auth/admin', () => ({
  requirePermission: async () => {
    if (!signedIn) throw new Error('not signed in');
  },
  getAdminSession: async () => (signedIn ? { actor: sessionActor } : null),
}));

import { listAuditEvents, recordAuditEvent, type AuditEventKind } from '@/lib/audit';

const ADMIN_KEY = 'audit-test-admin-key-0123456789';

beforeAll(() => Object.assign(process.env, { ADMIN_KEY, TRUST_PROXY: '1' }));
beforeEach(() => {
  recorded.length = 0;
  failing = false;
  signedIn = true;
  requestHeaders = new Headers({ 'x-real-ip': '203.0.113.5' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('recordAuditEvent', () => {
  it('names the client by a hash, never its address', async () => {
    await recordAuditEvent('sign-in');
    expect(recorded[0]).toMatchObject({ event: 'sign-in', detail: {} });
    expect(recorded[0]!.client).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(recorded)).not.toContain('203.0.113.5');
    requestHeaders = new Headers({ 'x-real-ip': '203.0.113.6' });
    await recordAuditEvent('sign-in');
    expect(recorded[1]!.client).not.toBe(recorded[0]!.client);
  });

  it('never stores the admin key or secrets, whatever a caller passes', async () => {
    await recordAuditEvent('sign-in-failed', { key: 'typed-guess', note: `pasted ${ADMIN_KEY} by mistake`, nested: { password: 'x', ok: 'fine' } });
    const stored = JSON.stringify(recorded);
    expect(stored).not.toContain(ADMIN_KEY);
    expect(stored).not.toContain('typed-guess');
    expect(recorded[0]!.detail).toEqual({ key: '[redacted]', note: '[redacted]', nested: { password: '[redacted]', ok: 'fine' } });
  });

  it('keeps details small', async () => {
    await recordAuditEvent('export', { rows: 3, big: 'x'.repeat(10_000) });
    expect(JSON.stringify(recorded[0]!.detail).length).toBeLessThanOrEqual(4000);
  });

  it('never throws: a broken log is reported, the sign-in or save goes on', async () => {
    failing = true;
    await expect(recordAuditEvent('logout')).resolves.toBeUndefined();
    // A name from outside the type (a cast or plain JavaScript) is refused at run time too.
    await expect(recordAuditEvent('Not A Valid Name!' as AuditEventKind)).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('records without a client outside a request', async () => {
    requestHeaders = null;
    await recordAuditEvent('sign-in-alert', { failures: 100 });
    expect(recorded[0]).toMatchObject({ event: 'sign-in-alert', client: null });
  });
});

describe('who acted', () => {
  it('is recorded by identity: the Owner, or a person by staff id and e-mail address, whatever their name', async () => {
    await recordAuditEvent('post-created');
    sessionActor = { kind: 'staff', staffId: '6f1c5a0e-0000-4000-8000-000000000041', name: 'Owner', email: 'mallory@example.com', role: 'administrator' };
    await recordAuditEvent('post-deleted');
    expect(recorded.map((event) => event.actor)).toEqual([
      { kind: 'owner', name: 'Owner' },
      { kind: 'staff', staffId: '6f1c5a0e-0000-4000-8000-000000000041', name: 'Owner', email: 'mallory@example.com' },
    ]);
    sessionActor = { kind: 'owner', staffId: null, name: 'Owner', email: null, role: 'owner' };
  });
});

describe('listAuditEvents', () => {
  it('is for a signed-in admin only', async () => {
    await expect(listAuditEvents()).resolves.toEqual([]);
    signedIn = false;
    await expect(listAuditEvents()).rejects.toThrow('not signed in');
  });
});
