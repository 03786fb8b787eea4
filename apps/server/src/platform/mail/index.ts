export { createMailer, type Mailer, type MailMessage, type MailResult, type OutboxStatus, type ReportingMailer } from './mailer.js';
