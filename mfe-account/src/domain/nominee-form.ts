/**
 * The nominee form (issue 19, item 4: nomination): its fields as typed, checked field by field
 * with the limits the rules apply (firestore.rules, nominees/{uid}), and what is stored. Pure.
 */
import { hasControlCharacter, isEmail } from '@meridian/shared';

export const NOMINEE_LIMITS = { name: 100, relationship: 60, email: 254, phone: 20 } as const;

export interface NomineeFields {
  name: string;
  relationship: string;
  /** '' when not given (then the phone is needed). */
  email: string;
  /** '' when not given (then the email is needed). */
  phone: string;
}

/**
 * The person's nominee (issue 19, item 4), as read from nominees/{uid} (../data/nominee.ts): only
 * its owner reads or writes it (firestore.rules explains why it is not a field of the profile).
 * Deleted with the account.
 */
export interface StoredNominee extends NomineeFields {
  /** Epoch ms of the last change, or null when unreadable. */
  updatedAt: number | null;
}

export const EMPTY_NOMINEE: NomineeFields = { name: '', relationship: '', email: '', phone: '' };

export type NomineeErrors = Partial<Record<keyof NomineeFields, string>>;

// As the rules: digits, spaces, '+', '-', '(' and ')', at least 7 characters.
const PHONE = /^\+?[0-9(][0-9 \-()]{5,18}[0-9]$/;

/** The phone as stored: trimmed, each run of spaces one space. */
const cleanPhone = (value: string) => value.trim().replace(/\s+/g, ' ');

function line(value: string, label: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return `Please enter the ${label}.`;
  if (trimmed.length > max) return `Please keep the ${label} to ${max} characters or fewer.`;
  if (hasControlCharacter(trimmed)) return `Please keep the ${label} on one line.`;
  return undefined;
}

/** The fields, field by field; an empty object means they can be saved. */
export function validateNominee(fields: NomineeFields): NomineeErrors {
  const errors: NomineeErrors = {};
  const name = line(fields.name, 'nominee’s name', NOMINEE_LIMITS.name);
  if (name) errors.name = name;
  const relationship = line(fields.relationship, 'relationship', NOMINEE_LIMITS.relationship);
  if (relationship) errors.relationship = relationship;
  const email = fields.email.trim();
  if (email !== '' && (email.length > NOMINEE_LIMITS.email || !isEmail(email) || hasControlCharacter(email)))
    errors.email = 'Please enter a valid email address, like name@example.com, or leave it blank.';
  const phone = cleanPhone(fields.phone);
  if (phone !== '' && (phone.length > NOMINEE_LIMITS.phone || !PHONE.test(phone)))
    errors.phone = 'Please enter a valid phone number (digits, spaces, +, - and brackets only), or leave it blank.';
  if (email === '' && phone === '' && !errors.email)
    errors.email = 'Please give the nominee’s email address or phone number, so that we can confirm who they are.';
  return errors;
}

/** The fields as stored: trimmed, the phone cleaned. */
export function nomineeToStore(fields: NomineeFields): NomineeFields {
  return {
    name: fields.name.trim(),
    relationship: fields.relationship.trim(),
    email: fields.email.trim(),
    phone: cleanPhone(fields.phone),
  };
}

/** What the nominee card shows once read: the nominee, or null when none is named. */
export interface ShownNominee {
  nominee: StoredNominee | null;
}

/**
 * The nominee as this device kept it (ShownNominee written as JSON: `{ nominee: null }` when none
 * is named), or null when it is not what this release reads: each field text within the limits
 * the rules apply, the time of the last change a number or null.
 */
export function readKeptNominee(kept: unknown): ShownNominee | null {
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept) || !('nominee' in kept)) return null;
  const nominee: unknown = kept.nominee;
  if (nominee === null) return { nominee: null };
  if (typeof nominee !== 'object' || Array.isArray(nominee)) return null;
  const { name, relationship, email, phone, updatedAt } = nominee as Record<string, unknown>;
  const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
  if (!text(name, NOMINEE_LIMITS.name) || !text(relationship, NOMINEE_LIMITS.relationship)) return null;
  if (!text(email, NOMINEE_LIMITS.email) || !text(phone, NOMINEE_LIMITS.phone)) return null;
  if (updatedAt !== null && !(typeof updatedAt === 'number' && Number.isFinite(updatedAt))) return null;
  return { nominee: { name, relationship, email, phone, updatedAt } };
}
