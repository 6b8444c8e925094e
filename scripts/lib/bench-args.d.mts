// Types for bench-args.mjs, for the unit tests that import it.
export type BenchArgs = {
  runs: number;
  has: (flag: string) => boolean;
  valueOf: (flag: string) => string | undefined;
  routes: string[];
};
export function benchArgs(args: string[], options: { runs: number; valued?: string[] }): BenchArgs;
export function median(values: number[]): number;
export function medianOf<T extends Record<string, number>>(samples: T[]): T;
