// Every page loads the root route with everything it imports. Rollup splits that code by which entries share
// it, and React Router makes every route module an entry, so the root's code arrived as ~35 files of 0.1-15 KB:
// each a request (one of six HTTP/1.1 connections at a time), each with its own compression overhead. Every
// page needs all of it, so grouping it costs no page a byte. The hard part is "all of it": following every
// static import would also take in what the root only reaches through a package's index (the API client and
// axios, which load on first use, ADR 245), so the walk below follows names through re-exports as Rollup's
// tree-shaking does.

/**
 * The module id of the app's root route (React Router adds a query). Not the browser entry: its own code starts
 * hydration when it runs, which must stay the bootstrap's last step, after the route modules are in place.
 */
const ROOT_ROUTE = /\/app\/root\.tsx(\?.*)?$/;

const WHOLE = true;

/** A module's top-level statements that name another module, in order, each with its module id. */
function sourcedStatements(info) {
  // Rollup lists `importedIds` in the order the sources first appear in the module's import and
  // export-from statements, one per distinct source.
  const idBySource = new Map();
  const statements = [];
  for (const node of info.ast.body) {
    const source = node.source?.value;
    if (typeof source !== "string") continue;
    if (!idBySource.has(source)) idBySource.set(source, info.importedIds[idBySource.size]);
    statements.push({ node, id: idBySource.get(source) });
  }
  return statements;
}

const nameOf = (node) => node.name ?? node.value;

/** What an import statement takes from its module: some names, or the whole module. */
function importedNames(node) {
  if (node.specifiers.length === 0) return WHOLE; // `import "./x.css"`: for its side effects
  const names = new Set();
  for (const specifier of node.specifiers) {
    if (specifier.type === "ImportNamespaceSpecifier") return WHOLE;
    names.add(specifier.type === "ImportDefaultSpecifier" ? "default" : nameOf(specifier.imported));
  }
  return names;
}

/**
 * The modules the given entry modules load: every static import, except that a module which only
 * re-exports (a package index) passes on only the names asked of it, to the modules that export them.
 * A module with code of its own counts whole, with all it imports (a few bytes more, never fewer).
 */
function shellModules(entryIds, getModuleInfo) {
  /** @type {Map<string, Set<string> | true>} */
  const asked = new Map();
  const queue = [];
  const ask = (id, names) => {
    if (!id) return;
    const before = asked.get(id);
    if (before === WHOLE) return;
    if (names === WHOLE) asked.set(id, WHOLE);
    else {
      const merged = new Set(before ?? []);
      const size = merged.size;
      for (const name of names) merged.add(name);
      if (before && merged.size === size) return;
      asked.set(id, merged);
    }
    queue.push(id);
  };
  for (const id of entryIds) ask(id, WHOLE);
  while (queue.length > 0) {
    const id = queue.pop();
    const info = getModuleInfo(id);
    if (!info || info.isExternal) continue;
    if (!info.ast) {
      for (const imported of info.importedIds) ask(imported, WHOLE);
      continue;
    }
    const statements = sourcedStatements(info);
    const onlyReExports = info.ast.body.every((node) => node.type === "ExportAllDeclaration" || (node.type === "ExportNamedDeclaration" && node.source));
    const names = onlyReExports ? asked.get(id) : WHOLE;
    for (const { node, id: source } of statements) {
      if (node.type === "ImportDeclaration") ask(source, importedNames(node));
      else if (node.type === "ExportNamedDeclaration") {
        const passed = new Set();
        for (const specifier of node.specifiers) {
          if (names === WHOLE || names.has(nameOf(specifier.exported))) passed.add(nameOf(specifier.local));
        }
        if (passed.size > 0) ask(source, passed);
      } else if (node.type === "ExportAllDeclaration") {
        if (node.exported) {
          // `export * as ns from`: the whole module, when its namespace is asked for.
          if (names === WHOLE || names.has(nameOf(node.exported))) ask(source, WHOLE);
          continue;
        }
        const exported = new Set(getModuleInfo(source)?.exports ?? []);
        const passed = names === WHOLE ? WHOLE : new Set([...names].filter((name) => exported.has(name)));
        if (passed === WHOLE || passed.size > 0) ask(source, passed);
      }
    }
  }
  return new Set(asked.keys());
}

/**
 * Rollup `manualChunks` for the client build (use with `onlyExplicitManualChunks`): the modules the root route
 * loads go into `vendor` (node_modules and Rollup's helpers: changes with upgrades) and `shell` (the workspace's
 * code: changes with the app). Entry modules keep their own chunks, which React Router's manifest names;
 * everything else, the browser entry's own code included, is chunked as Rollup decides.
 */
export function shellChunks() {
  // Worked out once per build: Rollup hands every call of a build the same getModuleInfo.
  let built = { getModuleInfo: null, shell: new Set() };
  return (id, { getModuleIds, getModuleInfo }) => {
    if (built.getModuleInfo !== getModuleInfo) {
      const entries = [...getModuleIds()].filter((moduleId) => ROOT_ROUTE.test(moduleId));
      built = { getModuleInfo, shell: shellModules(entries, getModuleInfo) };
    }
    if (!built.shell.has(id) || getModuleInfo(id)?.isEntry) return undefined;
    return id.includes("/node_modules/") || id.startsWith("\0") ? "vendor" : "shell";
  };
}
