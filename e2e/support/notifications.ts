import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newContext, signIn } from './browser.js';

/** The top bar's bell (its accessible name starts with "Notificações", then the unread count). */
export const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

/** A client of the e2e database (global-setup's), connected. */
export async function connectDb(): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  return db;
}

/**
 * Signed-in pages, each in a browser context of its own (another person, another device), closed
 * together at the end of the file.
 */
export function signedInPages(browser: () => Browser) {
  const contexts: BrowserContext[] = [];
  return {
    async open(email: string, width = 1440): Promise<Page> {
      const context = await newContext(browser(), width);
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, email);
      return page;
    },
    async closeAll(): Promise<void> {
      for (const c of contexts.splice(0)) await c.close();
    },
  };
}
