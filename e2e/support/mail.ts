// The local mail catcher's inbox (MailDev, started with the emulators by scripts/lib/mail.mjs):
// its REST API lists every message the functions sent. Tests wait for a message by polling it.

const INBOX = process.env.MAIL_INBOX_URL ?? 'http://127.0.0.1:1080';

/** A message as MailDev's API gives it (the parts the tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: { address: string }[];
  to: { address: string }[];
}

/** The messages the catcher holds for `address` (each test writes to an address of its own). */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${INBOX}/api/email`);
  if (!response.ok) throw new Error(`The mail catcher's inbox answered ${response.status}.`);
  const messages = (await response.json()) as CaughtMail[];
  return messages.filter((message) => message.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}
