import 'server-only';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { serverSiteUrl } from '@/lib/env.server';
import { site } from '@/content/site';
import { staffRepository } from './repository';
import { CHALLENGE_SECONDS } from './tokens';
import type { Passkey, StaffMember } from './types';

/**
 * Passkeys through @simplewebauthn/server. The relying party is the site's own host
 * (NEXT_PUBLIC_SITE_URL as the server was started with it): a passkey made here works only here.
 * Each challenge is stored and deleted by the answer that uses it, so an answer cannot be replayed.
 */
export function relyingParty() {
  const url = new URL(serverSiteUrl());
  return { id: url.hostname, origin: url.origin, name: `${site.name} admin` };
}

/**
 * The address a passkey answer was made on, when it is not the one the site is configured for:
 * the page was opened at another address (another port or host name), which no passkey can
 * pass, so the person is told both. Null for a matching or unreadable answer.
 */
export function originMismatch(response: { response?: { clientDataJSON?: unknown } }): { configured: string; opened: string } | null {
  try {
    const client = JSON.parse(Buffer.from(String(response.response?.clientDataJSON), 'base64url').toString('utf8')) as { origin?: unknown };
    const configured = relyingParty().origin;
    return typeof client.origin === 'string' && client.origin !== configured ? { configured, opened: client.origin.slice(0, 200) } : null;
  } catch {
    return null;
  }
}

/** Options for creating a passkey for `person` (an invitation or the Account page). */
export async function registrationOptions(person: Pick<StaffMember, 'id' | 'name' | 'email'>, existing: Passkey[]): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    // A discoverable credential: "Sign in with a passkey" needs no e-mail address first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await staffRepository().saveChallenge(options.challenge, 'register', person.id, CHALLENGE_SECONDS);
  return options;
}

/**
 * The library throws on a malformed or foreign answer (wrong origin, unknown challenge); to the
 * caller that is a refusal like any other, so the verifiers below answer null.
 */
async function refusedOnError<T>(ceremony: string, verify: () => Promise<T | null>): Promise<T | null> {
  try {
    return await verify();
  } catch (error) {
    console.warn(`Passkey ${ceremony} refused:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** The new passkey if the answer is genuine, for `staffId`, to a challenge issued for them. */
export function verifyRegistration(staffId: string, response: RegistrationResponseJSON, label: string): Promise<Omit<Passkey, 'createdAt' | 'lastUsedAt'> | null> {
  return refusedOnError('registration', async () => {
    const rp = relyingParty();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: async (challenge) => (await staffRepository().consumeChallenge(challenge, 'register'))?.staffId === staffId,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verification.verified) return null;
    const { credential } = verification.registrationInfo;
    return { id: credential.id, staffId, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [], label };
  });
}

export async function authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: 'required' });
  await staffRepository().saveChallenge(options.challenge, 'authenticate', null, CHALLENGE_SECONDS);
  return options;
}

/** The passkey that signed, if the answer is genuine and answers a challenge issued here. */
export function verifyAuthentication(response: AuthenticationResponseJSON): Promise<Passkey | null> {
  return refusedOnError('sign-in', async () => {
    const repo = staffRepository();
    const passkey = typeof response?.id === 'string' ? await repo.getPasskey(response.id) : null;
    if (!passkey) return null;
    const rp = relyingParty();
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) => (await repo.consumeChallenge(challenge, 'authenticate')) !== undefined,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: true,
    });
    if (!verification.verified) return null;
    await repo.recordPasskeyUse(passkey.id, verification.authenticationInfo.newCounter);
    return passkey;
  });
}
