import fs from "node:fs";
import { ArchiveError, importArchive } from "./archive-import";
import { loadConfig } from "./config";
import { connectDatabase } from "./db/connect";

/**
 * `npm run import-archive -- <archive.zip>`: restores a wedding's archive into the database and
 * photo store the settings name (docs/decisions/0046-take-it-or-erase-it.md). With the embedded
 * database, stop the server first: the data folder has one owner at a time.
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run import-archive -- <wedding-archive.zip>");
    return 2;
  }
  const config = loadConfig();
  const database = await connectDatabase(config);
  try {
    const imported = await importArchive(database.db, config, fs.readFileSync(file));
    console.log(`Restored wedding ${imported.uniqueCode} (${imported.weddingId}): ${imported.rows} records. Households' invitation links were re-issued.`);
    return 0;
  } catch (error) {
    if (error instanceof ArchiveError) {
      console.error(`Not imported: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
