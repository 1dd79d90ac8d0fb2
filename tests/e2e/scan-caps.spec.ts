// The daily bill cap on the Scan Receipt screen, with the day's counter where decision 0016 put it: the
// user's own users/{uid}/private/billDay, which the screen follows live and the bill moves. The model is
// answered in the page (no shared stub), so this runs beside the scan specs.
import type { Page } from '@playwright/test';
import { periodKeysAt } from '../../src/domain/period-keys';
import { commitDocs, createUser, expect, getDocument, signIn, test } from './support/fixtures';
import { answerModelInPage, billsOf, fencedReply, localDate, uploadReceipt } from './support/scan';

/** The cap's message on the English screen (scan:caps.dailyBillLimit, for 5 bills). */
const DAILY_BILL_LIMIT = "You have reached today's limit of 5 bills. Try again tomorrow.";

const card = (page: Page) => page.getByRole('article', { name: 'Receipt details' });

function freshBill(n: number) {
  return {
    restaurantName: `Osteria Cap ${Date.now().toString(36)}${n}`,
    address: 'Via Roma 1, 20121 Milano',
    totalAmount: 20,
    date: localDate(0),
    items: [],
  };
}

test('the 5th bill of the day is saved into the private counter; a 6th is refused before Confirm', async ({
  page,
}) => {
  const user = await createUser();
  const today = periodKeysAt(new Date()).day;
  await commitDocs([
    // By hand: the day's counter as four earlier bills would have summed it (a seed sums counters).
    [`users/${user.uid}/private/billDay`, { key: today, bills: 4, total: 80, lastBillId: `${user.uid}_1` }],
  ]);

  const fifth = freshBill(5);
  await answerModelInPage(page, fencedReply(fifth));
  await signIn(page, user, '/scan');
  await uploadReceipt(page);
  await expect(card(page)).toContainText(fifth.restaurantName);
  await card(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${user.username}$`), { timeout: 8_000 });

  const counter = await getDocument(`users/${user.uid}/private/billDay`);
  expect(counter).toMatchObject({ key: today, bills: 5, total: 100 });
  expect(counter?.lastBillId).toMatch(new RegExp(`^${user.uid}_\\d+$`));
  // Nothing about today's bills on the public document.
  expect(await getDocument(`users/${user.uid}`)).not.toHaveProperty('billDay');

  const sixth = freshBill(6);
  await answerModelInPage(page, fencedReply(sixth));
  await page.goto('/scan');
  await uploadReceipt(page);
  await expect(card(page)).toContainText(sixth.restaurantName);
  await expect(card(page).getByRole('alert')).toHaveText(DAILY_BILL_LIMIT);
  await expect(card(page).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  expect(await billsOf(user.uid)).toHaveLength(1);
});
