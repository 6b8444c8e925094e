// What the memory and load benches read from a running server: its resident memory and the
// latency of public pages while something else runs.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident memory of process `pid` in MB (NaN once it has exited). */
export function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** Samples `pid`'s RSS every `everyMs` until `stop()`, which returns the peak in MB. */
export function watchPeakRss(pid, everyMs = 250) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), everyMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Sequential GETs of `pages` in turn until `until()` is true (and at least `minimum`); the latencies in ms. */
export async function sampleLatency(url, pages, until, minimum = 40) {
  const times = [];
  for (let i = 0; !until() || i < minimum; i++) {
    const page = pages[i % pages.length];
    const started = performance.now();
    const response = await fetch(`${url}${page}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    times.push(performance.now() - started);
    await sleep(50);
  }
  return times;
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export const describeLatency = (values) => `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (${values.length} requests)`;

/**
 * Where `pid`'s resident memory is, in MB, from /proc/<pid>/smaps: `[heap]` is native malloc
 * (ArrayBuffers, libvips, compiler buffers), `anonymous` mostly V8's heaps and WebAssembly
 * memory, `files` code and data mapped from files (node, .node addons, shared libraries).
 */
export function rssBreakdown(pid) {
  const parts = { heap: 0, anonymous: 0, files: 0 };
  let part = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) part = mapping[1] === '[heap]' ? 'heap' : mapping[1].startsWith('/') ? 'files' : 'anonymous';
    else if (line.startsWith('Rss:')) parts[part] += Number(line.split(/\s+/)[1]) / 1024;
  }
  return parts;
}
