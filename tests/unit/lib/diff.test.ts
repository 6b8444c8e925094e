import { diffHunks, diffLines, type DiffLine } from '@/lib/diff';

const text = (lines: DiffLine[], kind: DiffLine['kind']) => lines.filter((l) => l.kind === kind).map((l) => l.text);

describe('line diff', () => {
  it('is all unchanged for equal texts', () => {
    expect(diffLines('a\nb', 'a\nb')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
    ]);
  });

  it('treats CRLF and LF line ends as the same line', () => {
    expect(diffLines('a\r\nb\r\nc', 'a\nB\nc').map((l) => `${l.kind[0]} ${l.text}`)).toEqual(['s a', 'r b', 'a B', 's c']);
  });

  it('finds an inserted, a removed and a changed line in order', () => {
    const lines = diffLines('one\ntwo\nthree\nfour', 'one\nTWO\nthree\nfour\nfive');
    expect(lines.map((l) => `${l.kind[0]} ${l.text}`)).toEqual(['s one', 'r two', 'a TWO', 's three', 's four', 'a five']);
  });

  it('keeps every line of both texts, each once', () => {
    const before = 'x\ny\nz\nx\ny';
    const after = 'y\nx\nz\nz\ny';
    const lines = diffLines(before, after);
    expect([...text(lines, 'same'), ...text(lines, 'removed')].length).toBe(5);
    expect(lines.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(after.split('\n'));
    expect(lines.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(before.split('\n'));
  });

  it('stays correct on texts too long to compare line by line', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `new ${i}`).join('\n');
    const lines = diffLines(before, after);
    expect(text(lines, 'removed')).toHaveLength(3000);
    expect(text(lines, 'added')).toHaveLength(3000);
  });

  it('shows changes with two lines of context and folds the rest', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    const after = [...before];
    after[10] = 'changed';
    const hunks = diffHunks(diffLines(before.join('\n'), after.join('\n')));
    expect(hunks[0]).toEqual({ kind: 'gap', lines: 8 });
    expect(hunks.slice(1, 7).map((h) => ('text' in h ? h.text : h.kind))).toEqual(['line 8', 'line 9', 'line 10', 'changed', 'line 11', 'line 12']);
    expect(hunks.at(-1)).toEqual({ kind: 'gap', lines: 7 });
  });
});
