/** A line of a diff: kept, added in the newer text, or removed from the older one. */
export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };
/** A run of unchanged lines left out of a hunk view. */
export type DiffGap = { kind: 'gap'; lines: number };

/** Longest common subsequence table beyond which a diff is not worth its cost (lines × lines). */
const MAX_CELLS = 4_000_000;

/**
 * The lines that turn `before` into `after` (longest common subsequence, line by line). The
 * common head and tail are trimmed first, so a typical edit costs little whatever the length.
 * Past MAX_CELLS the middle is shown as all removed then all added, which is still true.
 */
export function diffLines(before: string, after: string): DiffLine[] {
  // A form posts line breaks as CRLF and the seed has LF: the same line either way.
  const a = before.split(/\r?\n/);
  const b = after.split(/\r?\n/);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);

  const same = (lines: string[]) => lines.map((text): DiffLine => ({ kind: 'same', text }));
  let middle: DiffLine[];
  if (x.length * y.length > MAX_CELLS) {
    middle = [...x.map((text): DiffLine => ({ kind: 'removed', text })), ...y.map((text): DiffLine => ({ kind: 'added', text }))];
  } else {
    // lengths[i][j]: common lines of x[i..] and y[j..].
    const lengths = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
    for (let i = x.length - 1; i >= 0; i--) {
      for (let j = y.length - 1; j >= 0; j--) {
        lengths[i]![j] = x[i] === y[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
      }
    }
    middle = [];
    let i = 0;
    let j = 0;
    while (i < x.length && j < y.length) {
      if (x[i] === y[j]) {
        middle.push({ kind: 'same', text: x[i]! });
        i++;
        j++;
      } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
        middle.push({ kind: 'removed', text: x[i++]! });
      } else {
        middle.push({ kind: 'added', text: y[j++]! });
      }
    }
    while (i < x.length) middle.push({ kind: 'removed', text: x[i++]! });
    while (j < y.length) middle.push({ kind: 'added', text: y[j++]! });
  }
  return [...same(a.slice(0, head)), ...middle, ...same(a.slice(a.length - tail))];
}

/** The changed lines with `context` unchanged lines around each change; longer runs become gaps. */
export function diffHunks(lines: DiffLine[], context = 2): (DiffLine | DiffGap)[] {
  const near = new Array<boolean>(lines.length).fill(false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k++) near[k] = true;
  });
  const out: (DiffLine | DiffGap)[] = [];
  lines.forEach((line, index) => {
    if (near[index]) return void out.push(line);
    const last = out.at(-1);
    if (last?.kind === 'gap') last.lines++;
    else out.push({ kind: 'gap', lines: 1 });
  });
  return out;
}
