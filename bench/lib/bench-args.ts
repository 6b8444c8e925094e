// What the benchmark scripts share: their command line and their medians.

/**
 * `--runs N`, the values of the other flags that take one, and the routes named (every argument
 * that is neither a flag nor a flag's value): `benchArgs(['--runs', '3', '/blog'], { runs: 1 })`.
 */
export function benchArgs(args: string[], { runs: defaultRuns, valued = [] }: { runs: number; valued?: string[] }) {
  const valueOf = (flag: string): string | undefined => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const values = new Set(['--runs', ...valued].map((flag) => args.indexOf(flag)).filter((at) => at >= 0).map((at) => at + 1));
  const runs = valueOf('--runs');
  return {
    runs: runs === undefined ? defaultRuns : Math.max(1, Number(runs)),
    has: (flag: string) => args.includes(flag),
    valueOf,
    routes: args.filter((arg, at) => !arg.startsWith('--') && !values.has(at)),
  };
}

/** The middle value, the lower of the two for an even count; samples that are NaN are left out. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/** Each field's median over samples of one shape. */
export const medianOf = <T extends Record<string, number>>(samples: T[]): T =>
  Object.fromEntries(Object.keys(samples[0] ?? {}).map((key) => [key, median(samples.map((sample) => sample[key] ?? NaN))])) as T;
