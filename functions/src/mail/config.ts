/**
 * The outgoing mail's configuration, from the function's environment (functions/.env.<project>
 * in production; `npm start` and `npm test` write functions/.env.local for the local mail catcher):
 * - SMTP_HOST (required), SMTP_PORT (default 587);
 * - SMTP_SECURE: 'true' for TLS from the start (port 465); otherwise STARTTLS when the server offers it;
 * - SMTP_USER and SMTP_PASS: both or neither;
 * - MAIL_FROM: the sender, e.g. 'Meridian Wealth Advisors <hello@example.com>' (required).
 */
export interface MailConfig {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string } | null;
  from: string;
}

export function readMailConfig(env: Record<string, string | undefined>): MailConfig {
  const host = env.SMTP_HOST?.trim();
  if (!host) throw new Error('SMTP_HOST is not set: the mail server the functions send through.');
  const port = Number(env.SMTP_PORT ?? '587');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('SMTP_PORT must be a port number.');
  const user = env.SMTP_USER ?? '';
  const pass = env.SMTP_PASS ?? '';
  if ((user === '') !== (pass === '')) throw new Error('SMTP_USER and SMTP_PASS are set together, or neither.');
  const from = env.MAIL_FROM?.trim();
  if (!from || !/<[^<>\s@]+@[^<>\s@]+>$|^[^<>\s@]+@[^<>\s@]+$/.test(from)) {
    throw new Error("MAIL_FROM must be the sender's address, e.g. 'Meridian <hello@example.com>'.");
  }
  return { host, port, secure: env.SMTP_SECURE === 'true', auth: user ? { user, pass } : null, from };
}
