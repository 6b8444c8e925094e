/**
 * The one rule for an address on another site that staff type: a redirect's target and a post's
 * canonical URL. Pure, so the editor's form, the server actions and their tests share it.
 *
 * Only https, to a named host. Refused: credentials (`https://user:pass@host`), a backslash
 * (URL parsers read `https://evil.example\@good.example/` as evil.example, whatever a person
 * reads), an IP address instead of a name, spaces, quotes and angle brackets.
 */
export function externalUrl(raw: string): string | null {
  const text = raw.trim();
  if (!/^https:\/\//i.test(text) || /[\s"<>\\^`{|}]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname;
  // URL writes every IPv4 form (127.1, 0x7f.1 …) as four decimal parts, and IPv6 in brackets.
  if (host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host)) return null;
  if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) return null;
  return url.href;
}
