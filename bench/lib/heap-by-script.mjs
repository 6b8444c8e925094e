// What a V8 heap snapshot holds, by kind and by script file: `bench:memory -- --snapshot` prints it
// for the idle servers. For each script, the compiled code of its functions (bytecode, feedback,
// scope info, baseline code: what a SharedFunctionInfo points at) and its source string. Chunks
// of the build are named from `.next/`, packages from `node_modules/`.
import { readFileSync } from 'node:fs';

const MB = (bytes) => (bytes / 1e6).toFixed(1);

/** `{ total, byType, scripts }`: bytes in all, by node type, and [file, code, source] per script, largest first. */
export function heapByScript(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const meta = snapshot.snapshot.meta;
  const { nodes, edges, strings } = snapshot;
  const NF = meta.node_fields.length;
  const EF = meta.edge_fields.length;
  const [nodeTypes] = meta.node_types;
  const [edgeTypes] = meta.edge_types;
  const at = (field) => meta.node_fields.indexOf(field);
  const [iType, iName, iSize, iEdges] = ['type', 'name', 'self_size', 'edge_count'].map(at);
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((field) => meta.edge_fields.indexOf(field));
  const count = nodes.length / NF;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += nodes[i * NF + iEdges] * EF;
  }
  firstEdge[count] = edges.length;
  const type = (i) => nodeTypes[nodes[i * NF + iType]];
  const size = (i) => nodes[i * NF + iSize];
  const outgoing = function* (i) {
    for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) {
      const kind = edgeTypes[edges[e + eType]];
      yield [kind === 'element' || kind === 'hidden' ? null : strings[edges[e + eName]], edges[e + eTo] / NF];
    }
  };

  let total = 0;
  const byType = {};
  for (let i = 0; i < count; i++) {
    total += size(i);
    byType[type(i)] = (byType[type(i)] ?? 0) + size(i);
  }
  const scriptInfo = new Map();
  const perFile = new Map();
  for (let i = 0; i < count; i++) {
    if (type(i) !== 'code') continue;
    let script = -1;
    for (const [name, to] of outgoing(i)) if (name === 'script') script = to;
    if (script < 0) continue;
    let code = size(i);
    for (const [name, to] of outgoing(i)) if (name !== 'script' && name !== 'name_or_scope_info' && ['code', 'hidden', 'array'].includes(type(to))) code += size(to);
    if (!scriptInfo.has(script)) {
      let name = '?';
      let source = 0;
      for (const [edge, to] of outgoing(script)) {
        if (edge === 'name') name = strings[nodes[to * NF + iName]];
        if (edge === 'source') source = size(to);
      }
      scriptInfo.set(script, { name: name.replace(/^.*\/(\.next[^/]*|node_modules)\//, '$1/'), source });
    }
    const { name, source } = scriptInfo.get(script);
    const row = perFile.get(name) ?? { code: 0, source: 0, scripts: new Set() };
    row.code += code;
    if (!row.scripts.has(script)) {
      row.scripts.add(script);
      row.source += source;
    }
    perFile.set(name, row);
  }
  const scripts = [...perFile].map(([name, { code, source }]) => [name, code, source]).sort((a, b) => b[1] + b[2] - (a[1] + a[2]));
  return { total, byType, scripts };
}

/** The summary bench:memory prints: totals, the kinds, and the `rows` largest scripts. */
export function describeHeap(file, rows = 12) {
  const { total, byType, scripts } = heapByScript(file);
  const kinds = Object.entries(byType).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([kind, bytes]) => `${kind} ${MB(bytes)}`).join(', ');
  const code = scripts.reduce((sum, [, bytes]) => sum + bytes, 0);
  const source = scripts.reduce((sum, [, , bytes]) => sum + bytes, 0);
  const lines = [`${MB(total)} MB in the snapshot (${kinds}); ${scripts.length} scripts: ${MB(code)} MB code, ${MB(source)} MB source`];
  for (const [name, bytes, text] of scripts.slice(0, rows)) lines.push(`  ${MB(bytes + text).padStart(5)} MB (code ${MB(bytes)}, source ${MB(text)})  ${name}`);
  return lines.join('\n');
}
