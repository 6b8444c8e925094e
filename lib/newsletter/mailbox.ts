import { createHash } from 'node:crypto';

/**
 * The mailbox an address delivers to, for caps only (each address typed stays its own
 * subscriber): lower-cased, a `+tag` dropped, and for Gmail the dots ignored and googlemail.com
 * read as gmail.com. `victim+1@gmail.com` and `V.ictim@googlemail.com` are one mailbox, so one cap.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local || address.slice(0, at)}@${domain}`;
}

/** The key a mailbox's caps are counted under: hashed, so the rate-limit table holds no address. */
export const mailboxKey = (email: string) => createHash('sha256').update(mailboxOf(email)).digest('hex').slice(0, 32);
