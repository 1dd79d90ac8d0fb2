// Stub (issue 21, deletion): Delete account, after re-authentication and typing the username.
export function DeleteAccountSection() {
  return null;
}
