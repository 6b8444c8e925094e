import { benchArgs, median, medianOf } from '../lib/bench-args';

describe('benchArgs', () => {
  it('reads --runs and valued flags, and leaves their values out of the routes', () => {
    const args = benchArgs(['--runs', '3', '--throttling', 'devtools', '--h2', '/blog', '/'], { runs: 1, valued: ['--throttling'] });
    expect(args.runs).toBe(3);
    expect(args.valueOf('--throttling')).toBe('devtools');
    expect(args.has('--h2')).toBe(true);
    expect(args.has('--styled')).toBe(false);
    expect(args.routes).toEqual(['/blog', '/']);
  });

  it('falls back to the default runs, never below one, and takes a first route as a route', () => {
    expect(benchArgs(['/privacy'], { runs: 5 })).toMatchObject({ runs: 5, routes: ['/privacy'] });
    expect(benchArgs(['--runs', '0'], { runs: 5 }).runs).toBe(1);
  });
});

describe('median', () => {
  it('takes the lower middle and leaves NaN samples out', () => {
    expect(median([3, NaN, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([NaN])).toBeNaN();
  });

  it('medianOf takes each field on its own', () => {
    expect(medianOf([{ lcp: 900, tbt: 10 }, { lcp: 700, tbt: 30 }, { lcp: 800, tbt: 20 }])).toEqual({ lcp: 800, tbt: 20 });
  });
});
