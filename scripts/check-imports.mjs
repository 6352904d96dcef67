// Checks the import graph against the rules of docs/decisions/026-module-boundaries.md:
// the file rules of .dependency-cruiser.mjs, and no cycle between server modules
// (apps/server/src/modules/*) or between web features (apps/web/src/features/*).
// dependency-cruiser runs through its API because its command line refuses Node 20; TypeScript 7 has
// no JavaScript API, so swc parses the sources and the web app's `@/` alias is given to the resolver.
import path from 'node:path';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const groups = [
  { label: 'server module', pattern: /^apps\/server\/src\/modules\/([^/]+)\// },
  { label: 'web feature', pattern: /^apps\/web\/src\/features\/([^/]+)\// },
];
// Tests arrange data across modules (decision 007), so only the shipped code's imports make the graph.
const testCode = /\.test\.tsx?$|^apps\/server\/src\/testing\/|^apps\/web\/src\/test\//;

/** `server module orders` → `orders` */
const nameOf = (group) => group.replace(/^.* /, '');

function groupOf(file) {
  for (const { label, pattern } of groups) {
    const match = pattern.exec(file);
    if (match) return `${label} ${match[1]}`;
  }
  return undefined;
}

/** Folder-level edges, each with one file import that makes it, for the report. */
function moduleEdges(modules) {
  const edges = new Map();
  for (const { source, dependencies } of modules) {
    const from = groupOf(source);
    if (!from || testCode.test(source)) continue;
    for (const dependency of dependencies) {
      const to = groupOf(dependency.resolved);
      if (!to || to === from || dependency.dependencyTypes.includes('type-only')) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${source} → ${dependency.resolved}`);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components with more than one member: each one is a knot of cycles. */
function knots(edges) {
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node), lowLink.get(next)));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node), index.get(next)));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs');
const { output } = await cruise(
  ['apps/server/src', 'apps/web/src'],
  { ...options, outputType: 'json' },
  { alias: { '@': path.join(root, 'apps/web/src') }, extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
);
const result = JSON.parse(output);
const fileReport = await format(result, { outputType: 'err' });
process.stdout.write(fileReport.output);

const edges = moduleEdges(result.modules);
const cycles = knots(edges);
for (const members of cycles) {
  const label = members[0].replace(/ [^ ]+$/, 's');
  const names = members.map(nameOf);
  console.log(`\n  error no-circular-modules: ${label} ${names.join(', ')} import each other:`);
  for (const from of members) {
    for (const [to, example] of edges.get(from)) {
      if (members.includes(to)) console.log(`      ${nameOf(from)} → ${nameOf(to)}   (${example})`);
    }
  }
}
console.log(`\n${cycles.length} cycle(s) between server modules or web features.`);
process.exitCode = fileReport.exitCode === 0 && cycles.length === 0 ? 0 : 1;
