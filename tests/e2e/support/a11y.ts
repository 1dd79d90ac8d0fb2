// The walk over every screen (decision 0012): axe-core (WCAG 2.0 A and AA rules) on each screen and
// dialog, in the dark and the light theme; in a language other than English, no English text left either
// (decision 0033, ./english-left.ts). Used by accessibility.spec.ts, in English and in Italian.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { describeEnglish, englishLeft, englishPatterns } from './english-left';
import { expect } from './fixtures';
import { describeOverflow, overflowing } from './overflow';

// WCAG 2.0 A and AA, serious and critical. A11Y_BEST_PRACTICE=1 widens the look, by hand: axe's best
// practices too (landmarks, heading order, ...) and every impact.
const WIDE = Boolean(process.env.A11Y_BEST_PRACTICE);
const TAGS = ['wcag2a', 'wcag2aa', ...(WIDE ? ['best-practice'] : [])];
const IMPACTS = WIDE ? ['minor', 'moderate', 'serious', 'critical'] : ['serious', 'critical'];

export type Theme = 'dark' | 'light';
export const THEMES: readonly Theme[] = ['dark', 'light'];

/**
 * Known violations on screens owned by other work in progress, excluded element by element (route → CSS
 * selectors, each with a comment naming the rule and the fix) until their owners' changes land. Empty:
 * the one listed here (the leaderboard's gold points figure, color-contrast in the light theme) is fixed.
 */
const PENDING: Record<string, string[]> = {};

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One block per rule: where, the rule and its help page, then each element with what is wrong. */
function formatViolations(where: string, violations: Violation[]): string[] {
  return violations.map((v) =>
    [
      `${where}: ${v.id} (${v.impact}) ${v.help}`,
      `  ${v.helpUrl}`,
      ...v.nodes.map((n) => {
        // The summary's first line is "Fix any/all of the following:"; the rest says what is wrong.
        const why = (n.failureSummary ?? '')
          .split('\n')
          .slice(1)
          .map((l) => l.trim());
        return `  - ${n.target.join(' ')}\n      ${why.join('\n      ')}`;
      }),
    ].join('\n'),
  );
}

/**
 * Puts the page in `theme` the way the app's theme store does (src/stores/theme-store.ts, syncThemeClass):
 * the `dark` class and the colour scheme of <html>, which is all the app's styles read. What React renders
 * from the store (the user menu's label, the settings switch) stays as loaded: a check of those in the
 * other theme goes through the app's own switch instead (accessibility.spec.ts, /settings).
 */
async function showTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    document.documentElement.classList.toggle('dark', t === 'dark');
    document.documentElement.style.colorScheme = t;
  }, theme);
}

/**
 * One signed-in (or signed-out) page of a test, checked route after route. `themes`: each state is
 * checked in each of them, in place (showTheme), so a walk opens its screens once, not once per theme;
 * none given, in the theme the page loaded in.
 */
export class A11y {
  readonly problems: string[] = [];
  /** The theme stored for the next load (useTheme), the one the page shows between checks. */
  theme: Theme = 'dark';
  /** In another language than English: the English texts that must not be on its screens. */
  private readonly english;

  constructor(
    readonly page: Page,
    readonly language: 'en' | 'it' = 'en',
    private readonly themes?: readonly Theme[],
  ) {
    this.english = language === 'en' ? null : englishPatterns();
  }

  /** Stores the theme the way the app does (zustand persist); the next page load uses it. */
  async useTheme(theme: Theme) {
    if (this.page.url() === 'about:blank') await this.page.goto('/terms');
    await this.page.evaluate(
      (t) => localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: t }, version: 0 })),
      theme,
    );
    this.theme = theme;
  }

  /** Loads `path` and waits until `ready` shows and nothing is loading any more. */
  async open(path: string, ready: (page: Page) => Locator) {
    await this.page.goto(path);
    const html = this.page.locator('html');
    await (this.theme === 'dark'
      ? expect(html).toHaveClass(/\bdark\b/)
      : expect(html).not.toHaveClass(/\bdark\b/));
    await expect(ready(this.page).first()).toBeVisible();
    await this.settle();
  }

  async settle() {
    // Skeletons and spinners gone: axe sees the screen as a person finally sees it.
    const loading = this.page.locator('.animate-pulse:visible, .animate-spin:visible');
    await expect(loading)
      .toHaveCount(0)
      .catch(async (error: Error) => {
        const still = await loading.evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 400)));
        throw new Error(`${error.message}\nstill loading on ${this.page.url()}:\n${still.join('\n')}`);
      });
    // ...and no colour or opacity transition half-way (a button fading in as it becomes enabled).
    await this.page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
  }

  /**
   * Checks the state on screen in each of `themes` (the walk's, else the loaded one), then shows the
   * loaded theme again; `where` names the screen and state in the report.
   */
  async check(where: string, route = where, themes = this.themes ?? [this.theme]) {
    let shown = this.theme;
    for (const theme of themes) {
      if (theme !== shown) await showTheme(this.page, (shown = theme));
      await this.checkShown(theme, where, route);
    }
    if (shown !== this.theme) await showTheme(this.page, this.theme);
  }

  /** Runs axe on the page once it has settled. */
  private async checkShown(theme: Theme, where: string, route: string) {
    // Dialogs too: a like button turning enabled as its count arrives fades its colour in, and axe
    // measures contrast on whatever frame it catches (a theme just shown fades its colours in too).
    await this.settle();
    // Legacy mode runs axe in the page itself. The default runs it frame by frame and then opens a blank
    // page of its own to put the results together: twice the time a check takes (1.6 s against 0.8 s
    // on /terms, measured side by side), for cross-origin frames the app does not have.
    let builder = new AxeBuilder({ page: this.page }).withTags(TAGS).setLegacyMode(true);
    for (const selector of PENDING[route] ?? []) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    const serious = (violations as Violation[]).filter((v) => IMPACTS.includes(v.impact ?? ''));
    this.problems.push(...formatViolations(`[${theme}] ${where}`, serious));
    this.problems.push(...describeOverflow(`[${theme}] ${where}`, await overflowing(this.page)));
    if (this.english) {
      await expect(this.page.locator('html')).toHaveAttribute('lang', this.language);
      this.problems.push(
        ...describeEnglish(`[${theme}] ${where}`, await englishLeft(this.page, this.english)),
      );
    }
  }

  async visit(path: string, ready: (page: Page) => Locator, where = path) {
    await this.open(path, ready);
    await this.check(where, path);
  }

  /** Fails with every violation collected, one block per rule and screen. */
  expectClean() {
    const report = `serious or critical axe violations${this.english ? ' and English left' : ''}:\n\n${this.problems.join('\n\n')}\n`;
    expect(this.problems.length, report).toBe(0);
  }
}

/** A page's heading of `level`, named exactly `name`: the thing a screen is ready with. */
export const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { level, name, exact: true });
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
