import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { postgresBinaries } from './embedded-binaries.js';
import { closedOnTheWay, openTheWay } from './embedded-user.js';

const NOBODY = { uid: 65534, gid: 65534 };
let folder: string | undefined;
afterEach(() => folder && fs.rmSync(folder, { recursive: true, force: true }));

it('finds the folders another user may not enter on the way to the data', () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-way-'));
  fs.mkdirSync(path.join(folder, 'data'), { mode: 0o755 });
  expect(closedOnTheWay(path.join(folder, 'data', 'pg'), NOBODY)).toEqual([folder]);
});

it('says what to do when the way cannot be opened', async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-way-'));
  const refuse = () => {
    throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
  };
  const attempt = async () => openTheWay(await postgresBinaries(), path.join(folder!, 'data', 'pg'), NOBODY, () => {}, refuse);
  await expect(attempt()).rejects.toThrow(
    new RegExp(
      `cannot enter ${folder} .*read-only file system.*chmod o\\+x ${folder}.*user other than root.*DATA_DIR.*DATABASE_URL`,
    ),
  );
  expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
});
