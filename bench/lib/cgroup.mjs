// A memory cgroup the size of a small machine, for the servers a bench starts (BENCH_CGROUP in
// ./server.mjs). Node reads its process's cgroup limit at start and sizes V8's heap for it, as it
// would for a machine with that much memory, and the kernel holds the servers to it. Needs root and
// a writable cgroup file system (v2, or v1's memory controller).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = '/sys/fs/cgroup';

/** The cgroup's directory, its limit set to `megabytes`; or `{ problem }` saying why there is none. */
export function memoryCgroup(name, megabytes) {
  const bytes = String(megabytes * 1024 * 1024);
  try {
    if (existsSync(path.join(ROOT, 'cgroup.controllers'))) {
      if (!readFileSync(path.join(ROOT, 'cgroup.subtree_control'), 'utf8').includes('memory')) writeFileSync(path.join(ROOT, 'cgroup.subtree_control'), '+memory');
      const dir = path.join(ROOT, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'memory.max'), bytes);
      return { dir };
    }
    const dir = path.join(ROOT, 'memory', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'memory.limit_in_bytes'), bytes);
    return { dir };
  } catch (error) {
    return { problem: `no memory cgroup could be made under ${ROOT} (${error.code ?? error.message}): run as root on a host with writable cgroups` };
  }
}
