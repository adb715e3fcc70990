// Lighthouse 13 needs Node 22.19+ and the workspace runs Node 20 (package.json engines, CI): Lighthouse lives in its
// own folder, lighthouse/, outside the pnpm workspace, with the Node it needs from the npm registry (the `node`
// package). This module installs that folder on first use (npm ci, its lockfile) and runs its scripts with its Node.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const folder = fileURLToPath(new URL("./lighthouse/", import.meta.url));
const node = `${folder}node_modules/.bin/node`;

/** Installs lighthouse/ from its lockfile when its Node or Lighthouse is missing. */
export function ensureLighthouse() {
  if (existsSync(node) && existsSync(`${folder}node_modules/lighthouse/package.json`)) return;
  console.log("installing Lighthouse and its Node into tooling/bench-web/lighthouse (npm ci, once)");
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: folder, stdio: "inherit" });
}

/** Runs `script` of lighthouse/ with its Node; resolves with what it printed (stderr passes through). */
export function runLighthouseScript(script, args) {
  ensureLighthouse();
  return new Promise((resolve, reject) => {
    const child = spawn(node, [`${folder}${script}`, ...args], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}`))));
  });
}

/** Runs `script` of lighthouse/ with its Node in the foreground: `node lighthouse-tool.mjs <script> [args…]`. */
function runInForeground(script, args) {
  ensureLighthouse();
  const child = spawn(node, [`${folder}${script}`, ...args], { stdio: "inherit" });
  child.on("exit", (code) => process.exit(code ?? 1));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) runInForeground(process.argv[2], process.argv.slice(3));
