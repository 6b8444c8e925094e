/** @jest-environment node */
import { mailboxKey, mailboxOf } from '@/lib/newsletter/mailbox';

describe('mailboxOf: one mailbox, one address for every cap', () => {
  it.each([
    ['Victim+1@Example.com', 'victim@example.com'],
    ['victim+a+b@example.com', 'victim@example.com'],
    ['v.i.c.t.i.m+news@gmail.com', 'victim@gmail.com'],
    ['V.ictim@GoogleMail.com', 'victim@gmail.com'],
    // Dots matter everywhere but Gmail.
    ['first.last@example.com', 'first.last@example.com'],
    // An address that is only a tag keeps its local part rather than becoming "@domain".
    ['+tag@example.com', '+tag@example.com'],
  ])('%s → %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it('keys the same mailbox alike and different ones apart, without the address in the key', () => {
    expect(mailboxKey('victim+7@gmail.com')).toBe(mailboxKey('vic.tim@googlemail.com'));
    expect(mailboxKey('victim@example.com')).not.toBe(mailboxKey('victim@example.org'));
    expect(mailboxKey('victim@example.com')).toMatch(/^[0-9a-f]{32}$/);
  });
});
