/**
 * @jest-environment node
 *
 * A passkey answer made at another address than the site's setting: the person is told both.
 */
import { originMismatch, relyingParty } from '@/lib/staff/webauthn';

const answer = (origin: unknown) => ({
  response: { clientDataJSON: Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: 'abc', origin })).toString('base64url') },
});

describe('passkeys and the site address', () => {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  afterEach(() => {
    process.env.NEXT_PUBLIC_SITE_URL = saved;
  });

  it('takes the relying party from the address the server runs with', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://brightline.example';
    expect(relyingParty()).toMatchObject({ id: 'brightline.example', origin: 'https://brightline.example' });
    process.env.NEXT_PUBLIC_SITE_URL = 'http://localhost:3005';
    expect(relyingParty()).toMatchObject({ id: 'localhost', origin: 'http://localhost:3005' });
  });

  it('names both addresses when the page was opened on another one', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'http://localhost:3000';
    expect(originMismatch(answer('http://localhost:3005'))).toEqual({ configured: 'http://localhost:3000', opened: 'http://localhost:3005' });
  });

  it('finds nothing wrong with a matching or unreadable answer', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'http://localhost:3000';
    expect(originMismatch(answer('http://localhost:3000'))).toBeNull();
    expect(originMismatch({ response: { clientDataJSON: 'not base64 json' } })).toBeNull();
    expect(originMismatch({})).toBeNull();
    expect(originMismatch(answer(42))).toBeNull();
  });
});
