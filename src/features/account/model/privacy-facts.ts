// Privacy Settings (/privacy): what each of the spec's six lines says, true for this user (issue 43).
// The labels are the spec's; the values come from what the app does and from the user's own settings
// (users/{uid}/preferences/privacy: decisions 0040 and 0043).
import { showsAmongDiners } from '@/domain/restaurant-page';
import { spendingHistoryOf, type SpendingHistory } from '@/domain/spending-history';

/** The privacy preference as this page reads it: a missing document or field is the default. */
export interface PrivacyFacts {
  spendingHistory: SpendingHistory;
  /** "Show me among a restaurant's diners" on, and the spending history open to everyone. */
  listedAmongDiners: boolean;
}

export function privacyFactsOf(data: Record<string, unknown> | undefined): PrivacyFacts {
  const spendingHistory = spendingHistoryOf(data);
  return { spendingHistory, listedAmongDiners: showsAmongDiners(data) && spendingHistory === 'everyone' };
}

/** A value's key in account:privacy (typed, so that a missing text fails the type check). */
type PrivacyValue =
  | `privacy.profileVisibility.values.${SpendingHistory}`
  | 'privacy.whoCanFollow.value'
  | 'privacy.pointsVisibility.value'
  | 'privacy.activityStatus.value'
  | `privacy.hiddenContent.values.${'nothing' | 'amongDiners'}`;

/** One line: its setting (its label is account:privacy.<setting>.label) and its value's key ('': unread). */
export interface PrivacyLine {
  setting: 'profileVisibility' | 'whoCanFollow' | 'pointsVisibility' | 'activityStatus' | 'hiddenContent';
  value: PrivacyValue | '';
}

/**
 * The spec's lines but Blocked Users (a live count of its own), each stating what holds: profiles are
 * public, and the bills on them follow "Who can see my spending history"; anyone but a blocked user may
 * follow (decision 0030); points are on the public leaderboard; no online status exists; what is
 * hidden is the user's place among restaurants' diners, by their settings. `facts` null: not read yet.
 */
export function privacyLines(facts: PrivacyFacts | null): PrivacyLine[] {
  return [
    {
      setting: 'profileVisibility',
      value: facts ? `privacy.profileVisibility.values.${facts.spendingHistory}` : '',
    },
    { setting: 'whoCanFollow', value: 'privacy.whoCanFollow.value' },
    { setting: 'pointsVisibility', value: 'privacy.pointsVisibility.value' },
    { setting: 'activityStatus', value: 'privacy.activityStatus.value' },
    {
      setting: 'hiddenContent',
      value: facts
        ? `privacy.hiddenContent.values.${facts.listedAmongDiners ? 'nothing' : 'amongDiners'}`
        : '',
    },
  ];
}
