import "server-only";
import fs from "node:fs";
import path from "node:path";

/** Thrown when another live process already owns the embedded database folder. */
export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already open in another process (pid ${pid}). ` +
        "PGlite allows one process per folder: stop that process first (for example the running " +
        "`npm run dev`), or set DATABASE_URL to use PostgreSQL for several processes.",
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the lock file beside a PGlite folder (docs/database.md, "One process per PGlite
 * folder"). A lock left by a dead process is taken over; a live owner raises
 * DatabaseLockedError. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const lockPath = `${path.resolve(dir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) throw new DatabaseLockedError(dir, owner);
      fs.unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
