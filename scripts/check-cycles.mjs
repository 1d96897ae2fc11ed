// Fails on import cycles: between files of apps/server/src and of apps/web/src, and between the module folders
// of apps/server/src/modules (a module may use another only if that one never needs it back). Part of
// `npm run lint`; see docs/architecture.md, «Module anatomy».
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = path.resolve(import.meta.dirname, '..');
const MODULES = 'apps/server/src/modules/';

async function dependencyTree(source, tsconfig) {
  return parseDependencyTree([`${source}/**/*.ts`, `${source}/**/*.tsx`], {
    cwd: root,
    tsconfig: path.join(root, tsconfig),
    transform: false,
    skipDynamicImports: false,
  });
}

/** Strongly connected components of more than one node (Tarjan), each a set of folders that need each other. */
function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** module folder → the module folders its files import, with one example import for each edge. */
function moduleGraph(tree) {
  const moduleOf = (file) => (file?.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : null);
  const graph = new Map();
  const examples = new Map();
  for (const [file, dependencies] of Object.entries(tree)) {
    const from = moduleOf(file);
    if (!from || !file.slice(MODULES.length).includes('/')) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const dependency of dependencies ?? []) {
      const to = moduleOf(dependency.id);
      if (!to || to === from || !dependency.id.slice(MODULES.length).includes('/')) continue;
      graph.get(from).add(to);
      if (!examples.has(`${from}→${to}`)) examples.set(`${from}→${to}`, `${file} → ${dependency.id}`);
    }
  }
  return { graph, examples };
}

let failed = false;
const report = (label, cycles, describe) => {
  console.log(`${label}: ${cycles.length} cycle(s)`);
  for (const cycle of cycles) console.log(`  ${describe(cycle)}`);
  if (cycles.length > 0) failed = true;
};

const server = await dependencyTree('apps/server/src', 'apps/server/tsconfig.json');
const web = await dependencyTree('apps/web/src', 'apps/web/tsconfig.json');
report('apps/server/src files', parseCircular(server), (cycle) => [...cycle, cycle[0]].join(' → '));
report('apps/web/src files', parseCircular(web), (cycle) => [...cycle, cycle[0]].join(' → '));

const { graph, examples } = moduleGraph(server);
report('apps/server/src/modules folders', cyclesOf(graph), (folders) => {
  const edges = [...examples.entries()].filter(([edge]) => folders.some((a) => folders.some((b) => edge === `${a}→${b}`)));
  return `${folders.join(', ')} need each other:\n${edges.map(([edge, example]) => `      ${edge}: ${example}`).join('\n')}`;
});

if (failed) process.exit(1);
