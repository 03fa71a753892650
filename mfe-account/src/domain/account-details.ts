import {
  DEFAULT_PREFERENCES,
  isCalculatorSlug,
  isRecord,
  readStoredProfile,
  type PreferencesDocument,
} from '@meridian/shared';

/** The profile and preferences as the Profile tab edits them. */
export interface AccountDetails {
  displayName: string;
  email: string;
  /** '' when not given. */
  dateOfBirth: string;
  preferences: PreferencesDocument;
}

/**
 * The details from the stored profile (users/{uid}) and preferences (userPreferences/{uid}): a
 * field of another type reads as empty, a preference as the default.
 */
export function accountDetailsOf(profile: Record<string, unknown>, prefs: Record<string, unknown>): AccountDetails {
  const { displayName, email, dateOfBirth } = readStoredProfile(profile);
  return {
    displayName,
    email,
    dateOfBirth,
    preferences: {
      emailNotifications:
        typeof prefs.emailNotifications === 'boolean'
          ? prefs.emailNotifications
          : DEFAULT_PREFERENCES.emailNotifications,
      defaultCalculator: isCalculatorSlug(prefs.defaultCalculator)
        ? prefs.defaultCalculator
        : DEFAULT_PREFERENCES.defaultCalculator,
    },
  };
}

/** The details as this device kept them (an AccountDetails written as JSON), or null if not an object. */
export function readKeptDetails(kept: unknown): AccountDetails | null {
  if (!isRecord(kept)) return null;
  return accountDetailsOf(kept, isRecord(kept.preferences) ? kept.preferences : {});
}
