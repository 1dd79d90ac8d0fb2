// Restaurant images (decision 0019) on a 360 px wide phone: the owner uploads photos in the profile form
// (resized to 1280 px, into restaurant-images/{uid}/), sees them after the save (the first is the header
// image), and a photo removed by a later save is deleted from Storage.
import type { Page } from '@playwright/test';
import { createUser, expect, getDocument, signIn, test } from './support/fixtures';
import { patchUser } from './support/profile';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A 1600 x 1200 JPEG drawn in the page (a phone's photo, larger than what is stored). */
async function photo(page: Page, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = `hsl(${h} 70% 50%)`;
    ctx.fillRect(0, 0, 1600, 1200);
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, hue);
  return Buffer.from(base64, 'base64');
}

/** Nothing wider than the screen: no sideways scrolling at 360 px. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('an owner uploads restaurant photos, sees them after saving, and a removed photo is deleted', async ({
  page,
  request,
}) => {
  const owner = await createUser();
  await patchUser(owner, { isRestaurantOwner: true, restaurantActivatedAt: new Date() });
  const name = `Osteria Foto ${owner.username}`;
  await signIn(page, owner, '/restaurant/profile');

  // Set-up form: the fields, then a photo; the form shows it once uploaded.
  const form = page.getByRole('form', { name: 'Set up your restaurant' });
  await form.getByLabel('Restaurant name').fill(name);
  await form.getByLabel('Description').fill('Photos of the terrace');
  await form.getByLabel('Address').fill(`Via Roma ${owner.username}, Torino`);
  await form.getByLabel('Cuisine').fill('Piedmontese');
  await form.getByLabel('Opening hours').fill('Tue-Sun 12:00-23:00');
  await form.getByLabel('Phone').fill('+39 011 123456');
  const photos = form.getByRole('group', { name: /^Photos/ });
  await form
    .getByLabel('Restaurant photo')
    .setInputFiles({ name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 30) });
  await expect(photos.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(photos).toHaveAccessibleName('Photos (1 of 10)');
  await expect(form.getByRole('button', { name: 'Remove photo 1' })).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'Save' }).click();

  // View mode: the photo is the header image, stored resized in the owner's folder.
  const header = page.getByRole('img', { name: `Photo 1 of ${name}` });
  await expect(header).toBeVisible();
  const first = (await header.getAttribute('src'))!;
  expect(first).toMatch(new RegExp(`restaurant-images%2F${owner.uid}%2F[0-9a-f-]{36}\\.jpg`));
  await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  expect((await getDocument(`users/${owner.uid}`))?.restaurantProfile?.images).toEqual([first]);
  await expectNoSidewaysScroll(page);

  // Edit: a second photo, the first removed; after the save the second is the header and the first
  // file is gone from Storage.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('form', { name: 'Edit restaurant profile' });
  await edit
    .getByLabel('Restaurant photo')
    .setInputFiles({ name: 'dish.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 200) });
  const editPhotos = edit.getByRole('group', { name: /^Photos/ });
  await expect(editPhotos).toHaveAccessibleName('Photos (2 of 10)');
  await edit.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(editPhotos).toHaveAccessibleName('Photos (1 of 10)');
  await expectNoSidewaysScroll(page);
  await edit.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  // The view shows the live record, whose echo of the save can come a moment after the form closes.
  const saved = page.getByRole('img', { name: `Photo 1 of ${name}` });
  await expect(saved).not.toHaveAttribute('src', first);
  const second = (await saved.getAttribute('src'))!;
  expect(second).toContain(`restaurant-images%2F${owner.uid}%2F`);
  expect((await getDocument(`users/${owner.uid}`))?.restaurantProfile?.images).toEqual([second]);
  expect((await request.get(second)).status()).toBe(200);
  await expect.poll(async () => (await request.get(first)).status()).toBe(404);
});
