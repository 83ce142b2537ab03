import fs from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

// Issue 29, item 10: `npm install` warned EBADENGINE (cookie 2 and content-disposition 3 want Node 22)
// while the README says Node 20.19+. What we state must be true of every package the lock installs:
// package.json's `overrides` keep those two on majors that run on Node 20 (decision 0028).

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

describe("the Node versions we state", () => {
  const stated = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
  const oldest = semver.minVersion(stated)!;

  it("are the README's", () => {
    expect(read("README.md")).toContain(`Node.js ${oldest.major}.${oldest.minor}+`);
  });

  it("are accepted by every package the lock file installs, so npm prints no EBADENGINE", () => {
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, LockEntry> };
    const refusing = Object.entries(lock.packages)
      .filter(([location]) => location !== "")
      .flatMap(([location, entry]) => {
        const wanted = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
        return wanted && !semver.satisfies(oldest, wanted) ? [`${location}@${entry.version}: node ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
