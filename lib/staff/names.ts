/**
 * A person's name as the admin shows it (Staff page, Activity, revisions, bylines), cleaned
 * so that it cannot pass for someone else: no invisible or control characters, compatibility
 * forms folded (NFKC: full-width letters, ligatures), and names that read as the Owner or a
 * role refused, whatever the case, accents or look-alike letters. Two people may still share
 * a name; the Activity log tells them apart by e-mail address.
 */

/** Control, format (zero-width, bidi overrides, soft hyphen), and other invisible characters. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u115F\u1160\u3164\uFFA0\u034F\u17B4\u17B5\u180B-\u180F\uFE00-\uFE0F]/gu;

export function cleanPersonName(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

// Cyrillic and Greek letters that look like Latin ones, as Unicode's confusables map them.
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', с: 'c', ԁ: 'd', е: 'e', ё: 'e', һ: 'h', і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', ԛ: 'q', ѕ: 's', т: 't', у: 'y', х: 'x', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c',
  ı: 'i', ɑ: 'a', ɡ: 'g', ո: 'n', օ: 'o', '0': 'o', '1': 'l', '|': 'l',
};

/** What a name looks like, for comparing names: case, accents, look-alikes and punctuation folded. */
export function nameSkeleton(name: string): string {
  return [...cleanPersonName(name).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

const RESERVED = ['owner', 'the owner', 'site owner', 'admin', 'administrator', 'admin key', 'editor', 'author', 'contributor', 'system', 'staff', 'nobody', 'anonymous', 'unknown'].map(nameSkeleton);

/** A name that would read as the Owner, a role or the system in the admin. */
export function isReservedName(name: string): boolean {
  return RESERVED.includes(nameSkeleton(name));
}
