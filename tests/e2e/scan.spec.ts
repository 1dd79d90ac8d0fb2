// The Scan Receipt screen against the built app, the real emulators and rules, and the vision stub that
// globalSetup started (the build's VITE_OPENAI_BASE_URL points at it). Serial: the specs share the stub.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E } from './support/env';
import {
  commitDocs,
  createUser,
  expect,
  getDocument,
  listDocuments,
  signIn,
  test,
  type TestUser,
} from './support/fixtures';
import {
  billsOf,
  expectOwnStub,
  fencedReply,
  localDate,
  resetStub,
  sentImageUrl,
  setStubReplies,
  shownDate,
  stubRequests,
  uploadReceipt,
} from './support/scan';

// Console errors this file causes on purpose (the vision model answers 500 on purpose); see
// support/console-errors.ts.
test.use({ allowErrors: ['visionFailed'] });

test.describe.configure({ mode: 'serial' });

const CONGRATS = 'Congratulations! You earned Gold Points!';
const CLAIMED = 'This receipt has already been claimed.';

let serial = 0;
/** A bill no other spec claims (receipts are unique across users). */
function freshBill(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    restaurantName: `Trattoria Scan ${Date.now().toString(36)}${serial}`,
    address: 'Via Roma 1, 20121 Milano',
    totalAmount: 42.5,
    date: localDate(1),
    items: [
      { name: 'Pizza Margherita', price: 12.5 },
      { name: 'Vino rosso', price: 30 },
    ],
    ...over,
  };
}

const dropZone = (page: Page) =>
  page.getByRole('button', { name: 'Tap to scan a receipt or upload an image' });
const card = (page: Page) => page.getByRole('article', { name: 'Receipt details' });

async function openScan(page: Page, user: TestUser) {
  await signIn(page, user, '/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Receipt' })).toBeVisible();
  await expect(dropZone(page)).toBeEnabled();
}

test.beforeEach(async () => {
  await expectOwnStub();
  await resetStub();
});

test('scan, confirm: confetti toast, profile, points in Firestore and on the leaderboard', async ({
  page,
}) => {
  // Above every other spec's users (they run side by side in one project), so the new total is in the top 10.
  const start = 50_000_000;
  const user = await createUser({ gold: start });
  const bill = freshBill();
  await setStubReplies([fencedReply(bill)]);
  await openScan(page, user);
  await expect(page.getByText('Supports JPG, PNG and HEIC formats')).toBeVisible();

  // Hold the model's answer a moment so the progress state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${E2E.visionStubURL}/chat/completions`, async (route) => {
    await held;
    await route.continue();
  });
  await uploadReceipt(page);
  await expect(page.getByRole('status').filter({ hasText: 'Analyzing receipt...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan New Receipt' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Scan New Receipt' })).toHaveAttribute('aria-busy', 'true');
  release();

  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText(bill.restaurantName);
  await expect(card(page)).toContainText(bill.address);
  await expect(card(page)).toContainText('€42.50');
  await expect(card(page)).toContainText(shownDate(bill.date));
  await expect(card(page).getByRole('listitem')).toHaveText([
    /Pizza Margherita\s*€12\.50/,
    /Vino rosso\s*€30\.00/,
  ]);
  await expect(card(page)).toContainText('You will earn 42 Gold Points');

  const [request] = await stubRequests();
  expect(request?.body).toMatchObject({ model: 'stub-vision', max_tokens: 1000 });
  expect(sentImageUrl(request!)).toMatch(/^data:image\/png;base64,/);

  await card(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(CONGRATS)).toBeVisible();
  // canvas-confetti draws on a canvas of its own over the page.
  await expect(page.locator('body > canvas')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/profile/${user.username}$`), { timeout: 8_000 });
  await expect(page.getByText(CONGRATS)).toHaveCount(0);

  expect(await getDocument(`users/${user.uid}`)).toMatchObject({
    goldPoints: start + 42,
    silverPoints: start + 42,
    totalSpent: start + 42.5,
  });
  const bills = await billsOf(user.uid);
  expect(bills).toHaveLength(1);
  expect(bills[0]!.data).toMatchObject({
    restaurantName: bill.restaurantName,
    totalAmount: 42.5,
    date: bill.date,
    goldPointsEarned: 42,
    status: 'processed',
    items: bill.items,
  });

  await page.goto('/');
  const row = page.getByRole('link', { name: new RegExp(user.username) });
  await expect(row).toContainText('50,000,042');
});

test('Cancel returns to the drop zone and writes nothing', async ({ page }) => {
  const user = await createUser();
  await setStubReplies([fencedReply(freshBill())]);
  await openScan(page, user);
  await uploadReceipt(page);
  await expect(card(page)).toBeVisible();
  await card(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page)).toHaveCount(0);
  await expect(dropZone(page)).toBeEnabled();
  expect(await billsOf(user.uid)).toHaveLength(0);
});

test('a HEIC photo (as iPhones take them) is converted to JPEG in the browser before it is sent', async ({
  page,
}) => {
  const user = await createUser();
  const bill = freshBill();
  await setStubReplies([fencedReply(bill)]);
  await openScan(page, user);
  // A real HEIC file (HEVC still image) made with libheif's heif-enc; some browsers give it no type.
  await uploadReceipt(page, {
    name: 'IMG_0042.HEIC',
    mimeType: '',
    buffer: readFileSync(new URL('./fixtures/receipt.heic', import.meta.url)),
  });
  await expect(card(page)).toContainText(bill.restaurantName as string, { timeout: 30_000 });
  const [request] = await stubRequests();
  expect(sentImageUrl(request)).toMatch(/^data:image\/jpeg;base64,/);
});

const errorCases: Array<{ name: string; reply: Parameters<typeof setStubReplies>[0]; message: string }> = [
  {
    name: 'an empty reply',
    reply: [''],
    message: 'Could not analyze the bill. Please try again with a clearer image.',
  },
  {
    name: 'a reply without JSON',
    reply: ['Sorry, I cannot read this receipt.'],
    message: 'Could not extract bill details from the image. Please try again with a clearer image.',
  },
  {
    name: 'invalid JSON',
    reply: ['```json\n{"restaurantName": "Da Gino", "address": Via Roma 1}\n```'],
    message: 'Could not parse bill details. Please try again.',
  },
  {
    name: 'missing fields',
    reply: [fencedReply({ restaurantName: 'Da Gino', totalAmount: 12 })],
    message:
      'Could not find all required information (address, date). Please try again with a clearer image.',
  },
  {
    name: 'an unreadable amount',
    reply: [fencedReply(freshBill({ totalAmount: 'twelve-ish' }))],
    message: 'Could not read the bill amount clearly. Please try again with a clearer image.',
  },
  {
    name: 'an unreadable date',
    reply: [fencedReply(freshBill({ date: 'last Tuesday' }))],
    message: 'Could not read the bill date clearly. Please try again with a clearer image.',
  },
  {
    name: 'the model answering 500',
    reply: [{ status: 500 }],
    message:
      'An error occurred while scanning the bill. Please try again with a clearer image or contact support if the problem persists.',
  },
];

for (const { name, reply, message } of errorCases) {
  test(`${name} shows its message on the error card, Try Again clears it, nothing is written`, async ({
    page,
  }) => {
    const user = await createUser();
    await setStubReplies(reply);
    await openScan(page, user);
    await uploadReceipt(page);
    const alert = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Error Scanning Receipt' }) });
    await expect(alert).toContainText(message);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(alert).toHaveCount(0);
    await expect(dropZone(page)).toBeEnabled();
    expect(await billsOf(user.uid)).toHaveLength(0);
    expect(await getDocument(`users/${user.uid}`)).toMatchObject({
      goldPoints: 0,
      silverPoints: 0,
      totalSpent: 0,
    });
    if (typeof reply[0] !== 'string') {
      // The SDK's two retries (spec: 2 retries), then the generic message.
      expect(await stubRequests()).toHaveLength(3);
    }
  });
}

test('a file over 10 MB is refused before the model is called', async ({ page }) => {
  const user = await createUser();
  await setStubReplies([fencedReply(freshBill())]);
  await openScan(page, user);
  await uploadReceipt(page, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10485761, 1) });
  await expect(page.getByRole('alert')).toContainText('File size must be less than 10MB');
  expect(await stubRequests()).toHaveLength(0);
  expect(await billsOf(user.uid)).toHaveLength(0);
});

test('a receipt already claimed by another user (spelled differently) is refused, no second bill', async ({
  page,
  browser,
}) => {
  const first = await createUser();
  const second = await createUser();
  const bill = freshBill();
  await setStubReplies([fencedReply(bill)]);
  await openScan(page, first);
  await uploadReceipt(page);
  await card(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(CONGRATS)).toBeVisible();
  await expect.poll(async () => (await billsOf(first.uid)).length).toBe(1);

  // The second user, in a browser of their own, scans the same paper receipt read a little differently.
  const respelled = {
    ...bill,
    restaurantName: bill.restaurantName.toUpperCase(),
    address: 'via roma, 1 - 20121 MILANO',
  };
  await setStubReplies([fencedReply(respelled)]);
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  const other = await context.newPage();
  try {
    await openScan(other, second);
    await uploadReceipt(other);
    await expect(card(other)).toContainText(respelled.restaurantName);
    await expect(card(other).getByRole('alert')).toHaveText(CLAIMED);
    await expect(card(other).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  } finally {
    await context.close();
  }
  expect(await billsOf(second.uid)).toHaveLength(0);
  expect(await getDocument(`users/${second.uid}`)).toMatchObject({ goldPoints: 0, totalSpent: 0 });
  const receipts = await listDocuments('receipts');
  expect(receipts.filter((r: { data: { userId?: string } }) => r.data.userId === second.uid)).toHaveLength(0);
});

test('a bill dated 40 days ago is refused and writes nothing', async ({ page }) => {
  const user = await createUser();
  await setStubReplies([fencedReply(freshBill({ date: localDate(40) }))]);
  await openScan(page, user);
  await uploadReceipt(page);
  await expect(card(page).getByRole('alert')).toHaveText('Bills older than 30 days cannot be claimed.');
  await expect(card(page).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  expect(await billsOf(user.uid)).toHaveLength(0);
});

test('a restaurant owner without a profile gets it from the bill, and no points', async ({ page }) => {
  const user = await createUser();
  const now = new Date();
  const stored = await getDocument(`users/${user.uid}`);
  // Owner mode on, no profile yet (the settings toggle's write; timestamps written back as dates).
  await commitDocs([
    [
      `users/${user.uid}`,
      { ...stored, isRestaurantOwner: true, restaurantActivatedAt: now, createdAt: now, updatedAt: now },
    ],
  ]);
  const bill = freshBill({ totalAmount: 75 });
  await setStubReplies([fencedReply(bill)]);
  await openScan(page, user);
  await uploadReceipt(page);
  await expect(card(page)).toContainText('Confirming creates your restaurant profile from this bill.');
  await card(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Restaurant profile created from your bill!')).toBeVisible();
  await expect(page).toHaveURL(/\/restaurant\/profile$/);
  expect(await getDocument(`users/${user.uid}`)).toMatchObject({
    goldPoints: 0,
    totalSpent: 0,
    restaurantProfile: {
      name: bill.restaurantName,
      address: bill.address,
      description: `Welcome to ${bill.restaurantName}`,
      priceRange: '€€',
      cuisine: 'Not specified',
      rating: 0,
    },
  });
  // The statistics are private and start empty in the same write.
  expect(await getDocument(`users/${user.uid}/private/restaurantStats`)).toMatchObject({ totalBills: 0 });
  expect(await billsOf(user.uid)).toHaveLength(0);
});

test('a 12-megapixel JPEG dropped on the zone is downscaled in the browser before it is sent', async ({
  page,
}) => {
  const user = await createUser();
  await setStubReplies([fencedReply(freshBill())]);
  await openScan(page, user);

  // A 4000x3000 photo with noise (the worst case for JPEG), made in the page and dropped on the zone.
  const originalBytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext('2d')!;
    const image = ctx.createImageData(canvas.width, canvas.height);
    let seed = 12345;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const noise = ((seed >>> 24) * 60) / 255;
      const paper = 170 + (((i >> 2) % 4000) / 4000) * 40;
      image.data[i] = paper + noise;
      image.data[i + 1] = paper + noise * 0.9;
      image.data[i + 2] = paper + noise * 0.8;
      image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.92),
    );
    const file = new File([blob], 'IMG_4000x3000.jpg', { type: 'image/jpeg' });
    const data = new DataTransfer();
    data.items.add(file);
    const zone = document.querySelector('input[type=file]')!.parentElement!;
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    }
    return file.size;
  });

  await expect(card(page)).toBeVisible({ timeout: 30_000 });
  const [request] = await stubRequests();
  const dataUrl = sentImageUrl(request!);
  const size = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, dataUrl);
  console.log(
    `12 MP JPEG: ${originalBytes} bytes picked; data URL sent ${dataUrl.length} bytes ` +
      `(request body ${request!.bytes} bytes), ${size.width}x${size.height}`,
  );
  expect(originalBytes).toBeGreaterThan(1_000_000);
  expect(originalBytes).toBeLessThanOrEqual(10485760);
  expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/);
  expect(dataUrl.length).toBeLessThan(1_000_000);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(2048);
  expect(size).toEqual({ width: 2048, height: 1536 });
});
