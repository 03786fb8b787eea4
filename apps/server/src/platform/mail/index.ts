export { createMailer, type Mailer, type MailMessage, type OutboxStatus } from './mailer.js';
