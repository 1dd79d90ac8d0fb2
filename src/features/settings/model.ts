// Account Settings (spec section 2, "Settings"): the texts of the screen and of the owner-mode toggle.

export const SETTINGS_TEXTS = {
  title: 'Account Settings',
  account: 'Account',
  restaurant: 'Restaurant',
  preferences: 'Preferences',
  restaurantProfile: 'Restaurant Profile',
  privacy: 'Privacy',
  security: 'Security',
  notifications: 'Notifications',
  activateRestaurant: 'Activate Restaurant Profile',
  activateHint: 'Get a restaurant profile with billing statistics from your diners.',
  darkMode: 'Dark Mode',
  language: 'Language',
  languageValue: 'English',
  appSettings: 'App Settings',
} as const;

/** Section 2: shown for 3 seconds after activation, then /scan opens (section 9). */
export const OWNER_MODE_ACTIVATED = 'Restaurant mode activated! Scan a bill to set up your profile.';
export const ACTIVATION_BANNER_MS = 3000;

/** The original swallows activation errors; ours shows one. */
export const OWNER_MODE_FAILED = 'Failed to update restaurant mode. Please try again.';
export const USER_NOT_FOUND = 'User not found';
