// Account Settings (spec section 2, "Settings"): the owner-mode toggle's messages, each made in the
// language of the moment it is read (the screens' own texts are in the settings catalogue).
import { t } from 'i18next';

/** The owner-mode toggle's messages (an api error's message is compared with userNotFound). */
export const SETTINGS_MSG = {
  /** Section 2: shown for 3 seconds after activation, then /scan opens (section 9). */
  get ownerModeActivated() {
    return t('settings:ownerMode.activated');
  },
  /** The original swallows activation errors; ours shows one. */
  get ownerModeFailed() {
    return t('settings:ownerMode.failed');
  },
  get userNotFound() {
    return t('settings:ownerMode.userNotFound');
  },
};

export const ACTIVATION_BANNER_MS = 3000;
