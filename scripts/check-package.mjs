#!/usr/bin/env node
// Test what we publish: pack the package the way `pnpm publish` would (publishConfig applied),
// then run publint and Are the Types Wrong on that tarball, not on the working folder.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const out = mkdtempSync(join(tmpdir(), "carmarket-pack-"));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit" });
try {
  run("pnpm", ["pack", "--pack-destination", out]);
  const tarball = join(
    out,
    readdirSync(out).find((f) => f.endsWith(".tgz")),
  );
  run("pnpm", ["exec", "publint", "run", tarball, "--strict"]);
  run("pnpm", ["exec", "attw", tarball, "--format", "table-flipped"]);
} finally {
  rmSync(out, { recursive: true, force: true });
}
