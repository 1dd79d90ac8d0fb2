// The trust check of a model's answer (decision 0009), in the build with a vision endpoint: after the model
// answers, the receipt is read on the device too, and the card says whether the model's total is printed
// on it. The model is answered in the page (no shared stub), the photo is a generated receipt.
import { createUser, expect, signIn, test } from './support/fixtures';
import { generatedReceipt } from './support/receipts';
import { answerModelInPage, billsOf, fencedReply, uploadReceipt } from './support/scan';

const MISSING = 'The total could not be found on the receipt text. Check it before confirming.';
const FOUND = 'The total was found on the receipt text.';

test('a model total that is not on the receipt is flagged, never blocking; corrected, it is found', async ({
  page,
  browser,
}) => {
  const user = await createUser();
  const receipt = await generatedReceipt(browser, 6, {
    seed: 13,
    lang: 'en',
    moneyStyle: 'dollar',
    dateStyle: 'iso',
    background: 'marble',
  });
  const wrongTotal = receipt.truth.totalAmount + 10;
  await answerModelInPage(page, fencedReply({ ...receipt.truth, totalAmount: wrongTotal, items: [] }));
  await signIn(page, user, '/scan');
  await expect(page.getByRole('radio', { name: 'Vision model' })).toBeChecked();
  await uploadReceipt(page, receipt.file);

  const card = page.getByRole('article', { name: 'Receipt details' });
  await expect(card).toContainText(receipt.truth.restaurantName);
  await expect(card.getByRole('status').filter({ hasText: MISSING })).toBeVisible({ timeout: 45_000 });
  await expect(card.getByRole('button', { name: 'Confirm' })).toBeEnabled();

  await card.getByRole('button', { name: 'Edit details' }).click();
  await card.getByRole('textbox', { name: 'Total (€)' }).fill(receipt.truth.totalAmount.toFixed(2));
  await expect(card.getByRole('status').filter({ hasText: FOUND })).toBeVisible();
  await card.getByRole('button', { name: 'Cancel' }).click();
  expect(await billsOf(user.uid)).toHaveLength(0);
});
