// Settings → Privacy, "Who can see my spending history" (decision 0043): one field of the privacy
// preference users/{uid}/preferences/privacy, beside "Show me among a restaurant's diners". The rules
// (bills.rules, spendingVisibleTo) and the app decide with the same three choices.
import { showsAmongDiners } from './restaurant-page';

export const SPENDING_HISTORY_CHOICES = ['everyone', 'following', 'onlyMe'] as const;

/** Everyone; people I follow; only me. */
export type SpendingHistory = (typeof SPENDING_HISTORY_CHOICES)[number];

const isChoice = (v: unknown): v is SpendingHistory =>
  (SPENDING_HISTORY_CHOICES as readonly unknown[]).includes(v);

/** The choice of a stored preference (or none): a missing or unknown one is 'everyone', the default. */
export const spendingHistoryOf = (data: Record<string, unknown> | undefined): SpendingHistory =>
  isChoice(data?.spendingHistory) ? data.spendingHistory : 'everyone';

/**
 * Whether a diner's records are listed on restaurant pages: "Show me among a restaurant's diners" on
 * and the spending history open to everyone (a record says where they ate and how often).
 */
export const listedAmongDiners = (data: Record<string, unknown> | undefined): boolean =>
  showsAmongDiners(data) && spendingHistoryOf(data) === 'everyone';

/**
 * May the viewer read the diner's spending history? The diner always; others by the diner's choice,
 * 'following' when the diner follows the viewer.
 */
export function maySeeSpending(
  choice: SpendingHistory,
  { self, dinerFollowsViewer }: { self: boolean; dinerFollowsViewer: boolean },
): boolean {
  return self || choice === 'everyone' || (choice === 'following' && dinerFollowsViewer);
}
