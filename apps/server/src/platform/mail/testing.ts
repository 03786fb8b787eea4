import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Test helper (smtp-server is a devDependency): never imported by the running portal. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The body as written (quoted-printable undone), to find a link in. */
  body: string;
}

/** The body of a raw single-part message, decoded when it was sent quoted-printable or base64. */
function bodyOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/^content-transfer-encoding:\s*base64/im.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first link in a mail carrying `?token=` (an invitation or a reset), waiting for the mail to arrive. */
export async function linkInMailTo(received: ReceivedMail[], to: string, count = 1): Promise<URL> {
  for (let i = 0; i < 100; i++) {
    const mails = received.filter((m) => m.to.includes(to));
    if (mails.length >= count) {
      const match = /(https?:\/\/\S+\?token=[\w-]+)/.exec(mails[count - 1]!.body);
      if (!match) throw new Error(`no link in: ${mails[count - 1]!.body}`);
      return new URL(match[1]!);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail for ${to}`);
}

/** A real SMTP peer on a free local port, keeping every message it accepts (and handing it to `onMail`). */
export async function startSmtpPeer(
  onMail: (mail: ReceivedMail) => void = () => {},
): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body: bodyOf(raw),
        };
        received.push(mail);
        onMail(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
