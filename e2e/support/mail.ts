import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newContext } from './browser.js';

/** One e-mail as the SMTP peer of the run recorded it (support/global-setup.ts, one JSON line each). */
interface SentMail {
  readonly to: string[];
  readonly body: string;
}

/** The e-mails sent to `email` so far, oldest first. */
export function mailsTo(email: string): SentMail[] {
  const log = inject('mailLog');
  if (!fs.existsSync(log)) return [];
  const mails = fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as SentMail);
  return mails.filter((m) => m.to.includes(email.toLowerCase()));
}

/**
 * The set-password link of the one invitation e-mail sent to `email`, once it has arrived (the
 * outbox sends it after the save): exactly one, so a second invitation fails the test.
 */
export async function invitationLink(email: string, timeout = 15_000): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout }).toBe(1);
  const link = /(https?:\/\/\S+\?token=\S+)/.exec(mailsTo(email)[0]!.body)?.[1];
  expect(link).toBeTruthy();
  return link!;
}

/** Follows an invitation's link in a fresh context at 360 px and sets the password there. */
export async function setPasswordFromLink(browser: Browser, link: string, password: string): Promise<void> {
  const context = await newContext(browser, 360);
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha').fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect.poll(() => page.getByText('Senha alterada. Entre no portal com a nova senha.').first().isVisible(), { timeout: 20_000 }).toBe(true);
  await context.close();
}
