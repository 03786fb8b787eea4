import { noticeNumber, type Idioma } from '@portal/domain';
import { t } from '../../../platform/i18n/messages.js';
import type { MailMessage } from '../../../platform/mail/index.js';
import { sanitizeNotificationHtml } from '../../notifications/html.js';
import './entrega.messages.js';

/** What a notice's e-mail is made of (read by the e-mail job). */
export interface ConteudoEmail {
  comunicadoId: number;
  titulo: string;
  mensagem: string;
  ano: number | null;
  numero: number | null;
  original: { ano: number | null; numero: number | null } | null;
  assinatura: string | null;
  anexos: readonly string[];
}

const escapeHtml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The HTML's text, for the plain part: tags out, block ends as line breaks, the few entities back. */
function texto(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote)>/gi, '\n')
    .replace(/<li>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The e-mail a single address receives: the title (with the notice's number, or the original's
 * for an errata) as subject; the message (sanitized again on render: no stored markup ever runs),
 * the department's signature, the attachments' names (the files stay in the portal: a signed link
 * in a mail would outlive its minutes) and a link to the notice in the portal. Plain text always,
 * HTML as the alternative part.
 */
export function emailDoComunicado(c: ConteudoEmail, para: string, idioma: Idioma, publicUrl: string): MailMessage {
  const numero = noticeNumber(c.ano, c.numero) ?? '';
  const original = c.original && noticeNumber(c.original.ano, c.original.numero);
  const subject = original
    ? t(idioma, 'notices.email.assuntoErrata', { original, titulo: c.titulo })
    : t(idioma, 'notices.email.assunto', { numero, titulo: c.titulo });
  const link = `${publicUrl}/comunicados/visualizarEnvio/${c.comunicadoId}`;
  const mensagem = sanitizeNotificationHtml(c.mensagem);
  const assinatura = c.assinatura?.trim() ?? '';
  const rodape = t(idioma, 'notices.email.rodape');

  const text = [
    subject,
    texto(mensagem),
    assinatura,
    c.anexos.length ? `${t(idioma, 'notices.email.anexos')}\n${c.anexos.map((n) => `- ${n}`).join('\n')}` : '',
    t(idioma, 'notices.email.abrir', { link }),
    rodape,
  ]
    .filter(Boolean)
    .join('\n\n');

  const html = [
    `<h1 style="font-size:20px">${escapeHtml(c.titulo)}</h1>`,
    numero ? `<p style="color:#555">${escapeHtml(subject)}</p>` : '',
    `<div>${mensagem}</div>`,
    assinatura ? `<p style="white-space:pre-line">${escapeHtml(assinatura)}</p>` : '',
    c.anexos.length
      ? `<p>${escapeHtml(t(idioma, 'notices.email.anexos'))}</p><ul>${c.anexos.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`
      : '',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t(idioma, 'notices.email.abrirHtml'))}</a></p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(rodape)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return { to: para, subject, text, html };
}
