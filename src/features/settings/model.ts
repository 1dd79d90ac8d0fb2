// Account Settings (spec section 2, "Settings"): the owner-mode toggle's messages, each made in the
// language of the moment it is read (the screens' own texts are in the settings catalogue).

export const ACTIVATION_BANNER_MS = 3000;
