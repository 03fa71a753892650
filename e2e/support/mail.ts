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
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

/** The messages the catcher holds for `address` (each test writes to an address of its own). */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${INBOX}/api/email`);
  if (!response.ok) throw new Error(`The mail catcher's inbox answered ${response.status}.`);
  const messages = (await response.json()) as CaughtMail[];
  return messages.filter((message) => message.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** The text of a message's attachment named `filename`, or null when it has none by that name. */
export async function attachmentText(mail: CaughtMail, filename: string): Promise<string | null> {
  const attachment = mail.attachments?.find((one) => one.filename === filename);
  if (!attachment) return null;
  const response = await fetch(`${INBOX}/api/email/${mail.id}/attachment/${attachment.generatedFileName}`);
  if (!response.ok) throw new Error(`The mail catcher's attachment answered ${response.status}.`);
  return response.text();
}
