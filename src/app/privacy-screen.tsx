import { PrivacyPage } from '@/features/account/components/privacy-page';
import { DinerPrivacySetting } from '@/features/restaurant-pages/components/diner-privacy-setting';
import { SpendingPrivacySetting } from '@/features/restaurant-pages/components/spending-privacy-setting';

/**
 * Settings → Privacy as the router shows it: the account feature's page with the restaurants feature's
 * "Show me among a restaurant's diners" and "Who can see my spending history" (decision 0043; features do
 * not import each other; the app composes them).
 */
export function PrivacyScreen() {
  return (
    <PrivacyPage>
      <SpendingPrivacySetting />
      <DinerPrivacySetting />
    </PrivacyPage>
  );
}
