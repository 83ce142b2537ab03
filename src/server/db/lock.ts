import fs from "node:fs";
import path from "node:path";

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes DATA_DIR/app.lock holding this process's pid. A lock left by a process that
 * died (kill -9, power loss) is taken over; a live holder stops start-up.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, "app.lock");
  // The pid check below must treat our own pid as stale (a container restarts with the
  // same pid), so locks this process already holds are remembered here instead.
  if (heldHere.has(path.resolve(file))) {
    throw new DataDirLockedError(`DATA_DIR ${dataDir} is already open in this process; the embedded database cannot be shared.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      heldHere.add(path.resolve(file));
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(path.resolve(file));
          try {
            if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another process (pid ${holder}). ` +
            "Stop it, or point DATA_DIR at another folder; the embedded database cannot be shared.",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${file}`);
}
