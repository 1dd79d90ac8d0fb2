// The Auth emulator's out-of-band codes (the links Auth would e-mail), for the account specs.
import { expect } from '@playwright/test';
import { PROJECT_ID } from '../../../stack/stack.mjs';
import { E2E } from './env';

export type OobRequest = 'PASSWORD_RESET' | 'VERIFY_AND_CHANGE_EMAIL' | 'VERIFY_EMAIL';
interface OobCode {
  email: string;
  /** A change of address: the new one (email is the old). */
  newEmail?: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/**
 * The newest code of this kind sent to `email` (for a change of address, the new one), waited for. The app's Auth calls carry no project, so
 * the emulator files them under its own project (the stack's); the suite's is looked at too.
 */
export async function oobCodeFor(email: string, requestType: OobRequest): Promise<string> {
  let found: OobCode | undefined;
  await expect
    .poll(
      async () => {
        for (const project of new Set([PROJECT_ID, E2E.projectId])) {
          const res = await fetch(`${E2E.authURL}/emulator/v1/projects/${project}/oobCodes`);
          const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
          const mine = oobCodes.filter(
            (c) =>
              (c.newEmail ?? c.email).toLowerCase() === email.toLowerCase() && c.requestType === requestType,
          );
          if (mine.length) found = mine[mine.length - 1];
        }
        return found?.oobCode ?? '';
      },
      { message: `${requestType} code for ${email}` },
    )
    .not.toBe('');
  return found!.oobCode;
}

async function identityToolkit(method: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(
    `${E2E.authURL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!res.ok) throw new Error(`accounts:${method}: ${res.status} ${await res.text()}`);
}

/** What opening the reset link and choosing a new password does. */
export const resetPassword = (oobCode: string, newPassword: string) =>
  identityToolkit('resetPassword', { oobCode, newPassword });

/** What opening the confirm-your-new-address link does. */
export const applyOobCode = (oobCode: string) => identityToolkit('update', { oobCode });
