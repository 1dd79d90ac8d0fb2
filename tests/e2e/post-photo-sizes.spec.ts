// A post's photo in two sizes (docs/decisions/0017-own-profile-first-paint.md): the composer stores it
// at 1280 px on its long side and a 640 px copy for the feed; the feed shows the copy, the post's own
// screen the full photo. A small photo is its own copy.
import type { Page } from '@playwright/test';
import { createUser, expect, getDocument, signIn, test } from './support/fixtures';

/** A 1600 x 1200 JPEG drawn in the page (a photo from a phone, larger than either size). */
async function largePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const ctx = canvas.getContext('2d')!;
    for (let i = 0; i < 40; i++) {
      ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
      ctx.fillRect((i * 97) % 1500, (i * 53) % 1100, 200, 150);
    }
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

const naturalWidth = (page: Page, name: string) =>
  page
    .getByRole('img', { name })
    .first()
    .evaluate((img: HTMLImageElement) => img.naturalWidth);

test('a photo is stored at 1280 px with a 640 px copy; the feed shows the copy, the post the photo', async ({
  page,
}) => {
  const me = await createUser();
  await signIn(page, me, '/feed');
  const content = `Two sizes ${me.username}`;
  await page.getByLabel('What did you eat?').fill(content);
  await page
    .getByLabel('Add photo')
    .setInputFiles({ name: 'dish.jpg', mimeType: 'image/jpeg', buffer: await largePhoto(page) });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const alt = `Photo shared by ${me.username}`;
  const post = page.getByRole('article', { name: `Post by ${me.username}` }).first();
  await expect(post).toContainText(content);

  const href = (await post.locator('a[href^="/post/"]').first().getAttribute('href'))!;
  const id = decodeURIComponent(href.slice('/post/'.length));
  // The card shows before the server has the post: wait for the stored document.
  await expect.poll(() => getDocument(`posts/${id}`)).not.toBeNull();
  const stored = (await getDocument(`posts/${id}`))!;
  const folder = `post-images%2F${me.uid}%2F`;
  expect(String(stored.image)).toContain(folder);
  expect(String(stored.imageSmall)).toMatch(new RegExp(`${folder}[0-9a-f-]+-640\\.jpg`));

  // The feed: the 640 px copy.
  await expect(post.getByRole('img', { name: alt })).toHaveAttribute('src', String(stored.imageSmall));
  await expect.poll(() => naturalWidth(page, alt)).toBe(640);

  // The post's own screen: the full photo.
  await page.goto(href);
  await expect(page.getByRole('img', { name: alt })).toHaveAttribute('src', String(stored.image));
  await expect.poll(() => naturalWidth(page, alt)).toBe(1280);
});
