// Photos on a restaurant page (issue 42): a diner's post names the restaurant of one of their bills,
// and its photo shows on the restaurant's page, opening the post.
// Run side by side with other suites: E2E_PORT=4341 E2E_PROJECT=demo-cities.
import { createUser, expect, getDocument, revealBelowFold, signIn, test } from './support/fixtures';
import { ARRANGED_ADDRESS, arrangeRestaurantWithDiners } from './support/world';
import { restaurantPagePath } from '../../src/domain/paths';
import { restaurantKeyOf } from '../../src/domain/restaurant-key';

// A real 1x1 PNG: the browser decodes it (resize step) before the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test("a post at the restaurant shows its photo on the restaurant's page", async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await createUser({ gold: 10 });
  const diner = await createUser({ gold: 40 });
  const restaurant = await arrangeRestaurantWithDiners(owner, [{ diner, amount: 40 }], {
    prefix: 'Trattoria Foto',
  });
  const key = restaurantKeyOf(restaurant, ARRANGED_ADDRESS);

  // The diner posts a photo, naming the restaurant from the restaurants of their bills.
  await signIn(page, diner, '/feed');
  const composer = page.getByRole('form', { name: 'New post' });
  const content = `Vitello tonnato ${diner.username.slice(-4)}`;
  await composer.getByRole('textbox', { name: 'What did you eat?' }).fill(content);
  await composer
    .getByLabel('Add photo')
    .setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: PNG });
  await composer.getByRole('textbox', { name: 'Restaurant (optional)' }).focus();
  const mine = composer.getByRole('list', { name: 'Restaurants of your bills' });
  await mine.getByRole('button', { name: restaurant }).click();
  await expect(composer.getByText(`At ${restaurant}`)).toBeVisible();
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer.getByText(`At ${restaurant}`)).toHaveCount(0);

  // The restaurant's page shows the photo; it opens the post.
  await page.goto(restaurantPagePath(key));
  await expect(page.getByRole('heading', { level: 1, name: restaurant })).toBeVisible();
  await revealBelowFold(page);
  const photos = page.getByRole('list', { name: 'Photos from posts' });
  const photo = photos.getByRole('img', { name: `Photo from a post: ${content}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await photos.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/post\/[A-Za-z0-9]+$/);
  const postId = page.url().split('/').pop()!;
  expect(await getDocument(`posts/${postId}`)).toMatchObject({
    restaurantKey: key,
    restaurantName: restaurant,
    userId: diner.uid,
  });
  await expect(page.getByText(content)).toBeVisible();
});
