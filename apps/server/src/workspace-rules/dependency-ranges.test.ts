// Issue #25 item 8: a published library that pins its runtime dependencies exactly (valibot 1.5.0, dayjs 1.11.23)
// makes every team that installs it carry a second copy beside their own. Libraries take ranges; what we run (the
// apps, the tooling, every devDependency) stays pinned, and the lockfile fixes what is installed.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const repoRoot = new URL("../../../../", import.meta.url);

interface Manifest {
  name: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const manifests: Manifest[] = ["apps", "packages", "tooling"].flatMap((folder) =>
  readdirSync(new URL(folder, repoRoot), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        return [JSON.parse(readFileSync(new URL(`${folder}/${entry.name}/package.json`, repoRoot), "utf8")) as Manifest];
      } catch {
        return [];
      }
    }),
);

/** A caret range of a whole version (`^1.5.0`), or a sibling taken at any compatible version (`workspace:^`). */
const RANGE = /^(\^\d+\.\d+\.\d+(-[\w.]+)?|workspace:\^)$/;
/** An exact version, or a sibling of this workspace. */
const PINNED = /^(\d+\.\d+\.\d+(-[\w.]+)?|workspace:[*^])$/;

const entries = (deps: Record<string, string> | undefined) => Object.entries(deps ?? {});

describe("#25.8 published libraries take ranges, everything we run stays pinned", () => {
  const published = manifests.filter((manifest) => !manifest.private);

  it("finds the published libraries", () => {
    expect(published.map((manifest) => manifest.name)).toEqual(expect.arrayContaining(["@carmarket/validation", "@carmarket/news", "@carmarket/ui"]));
  });

  it("a published library's runtime dependencies are caret ranges", () => {
    const exact = published.flatMap((manifest) =>
      entries(manifest.dependencies)
        .filter(([, version]) => !RANGE.test(version))
        .map(([name, version]) => `${manifest.name}: ${name} ${version}`),
    );
    expect(exact).toEqual([]);
  });

  it("the apps' and tooling's dependencies and every devDependency are exact", () => {
    const run = manifests.flatMap((manifest) =>
      [...(manifest.private ? entries(manifest.dependencies) : []), ...entries(manifest.devDependencies)].map(([name, version]) => [
        manifest.name,
        name,
        version,
      ]),
    );
    expect(run.filter(([, , version]) => !PINNED.test(version!)).map((entry) => entry.join(" "))).toEqual([]);
  });
});
