import { SEARCH_MARK, SEARCH_QUERY_MAX_LENGTH, parseSearchQuery, splitHighlight } from '@/lib/posts/search';

describe('parseSearchQuery', () => {
  it('treats a missing, blank or control-character-only query as empty', () => {
    expect(parseSearchQuery(undefined)).toEqual({ kind: 'empty' });
    expect(parseSearchQuery('   ')).toEqual({ kind: 'empty' });
    expect(parseSearchQuery('\u0000\t\n')).toEqual({ kind: 'empty' });
  });

  it('takes the first of repeated parameters and collapses whitespace', () => {
    expect(parseSearchQuery(['  storm \n ads ', 'ignored'])).toEqual({ kind: 'ok', query: 'storm ads' });
  });

  it('removes NUL bytes and the highlight markers a query could smuggle in', () => {
    expect(parseSearchQuery(`a\u0000b${SEARCH_MARK.start}c`)).toEqual({ kind: 'ok', query: 'a b c' });
  });

  it('refuses queries longer than the limit', () => {
    expect(parseSearchQuery('x'.repeat(SEARCH_QUERY_MAX_LENGTH))).toMatchObject({ kind: 'ok' });
    expect(parseSearchQuery('x'.repeat(10_240))).toEqual({ kind: 'too-long', length: 10_240 });
  });
});

describe('splitHighlight', () => {
  const { start, stop } = SEARCH_MARK;

  it('splits a headline into plain and marked parts', () => {
    expect(splitHighlight(`Why ${start}storm${stop} ads ${start}pay${stop}`)).toEqual([
      { text: 'Why ', mark: false },
      { text: 'storm', mark: true },
      { text: ' ads ', mark: false },
      { text: 'pay', mark: true },
    ]);
  });

  it('keeps markup in a post as text', () => {
    expect(splitHighlight(`<script>alert(1)</script> ${start}x${stop}`)).toEqual([
      { text: '<script>alert(1)</script> ', mark: false },
      { text: 'x', mark: true },
    ]);
  });

  it('survives stray markers', () => {
    expect(splitHighlight(`${stop}a${start}`)).toEqual([{ text: 'a', mark: false }]);
  });
});
