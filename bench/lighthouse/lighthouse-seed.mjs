// The signed-in user of `npm run lighthouse` and the world around them, written to the emulators over
// the admin REST endpoints: 12 other diners (half with uploaded photos), follows, a feed of 12 posts
// (5 with a photo, sized as the composer uploads them), likes, 7 conversations with unread messages,
// 8 bills with consistent points, and notifications; the restaurant of the first bill with its public
// page (the user and 5 other diners), its owner (who signs in for the Marketing tab's row) and 3 offers
// of theirs sent to the user (decision 0045). Photos are JPEGs drawn in Chromium and stored in
// the Storage stand-in, so the pages load real images of realistic weight.
/* global document -- inside page.evaluate, run in Chromium */
import { chromium } from '@playwright/test';
import { clearFirestore, commitDocs, createAuthAccount } from '../../stack/firestore-rest.mjs';
import { CHROMIUM_FLAGS } from '../../stack/ensure-chromium.mjs';
import { HOST, loadFirestoreRules, PORTS } from '../../stack/stack.mjs';
import { newPost } from '../../src/features/feed/api/post-doc.ts';
import { newConversation, newMessage } from '../../src/features/messages/api/message-docs.ts';
import { NOTIFICATION_TEXT } from '../../src/social/api/notification-docs.ts';
import { newLike } from '../../src/social/api/reaction-docs.ts';
import { restaurantPagePath } from '../../src/domain/paths.ts';
import { restaurantProfileDoc } from '../../src/features/owner-dashboard/api/restaurant-profile-doc.ts';
import { billRestaurantKey } from '../../src/features/scan/model/receipt-key.ts';
import {
  billDocs,
  followDocs,
  notificationDoc,
  offerDocs,
  restaurantPageDocs,
} from '../../fixtures/seed-docs.ts';
import { stamped } from '../../fixtures/step-docs.ts';
import { signUpDocs } from '../../fixtures/user-doc.ts';

export const ME = {
  uid: 'lh-me',
  username: 'giulia',
  email: 'giulia@lighthouse.test',
  password: 'lighthouse123',
};

/** The owner of the first bill's restaurant: the Marketing tab's row signs in as them. */
export const OWNER = {
  uid: 'lh-owner',
  username: 'franco',
  email: 'franco@lighthouse.test',
  password: 'lighthouse123',
};

const DAY = 86_400_000;
const MINUTE = 60_000;

const OTHERS = [
  'marco',
  'sofia',
  'luca',
  'chiara',
  'matteo',
  'elena',
  'davide',
  'sara',
  'paolo',
  'anna',
  'tommaso',
  'irene',
].map((username, i) => ({ uid: `lh-${username}`, username, withPhoto: i % 2 === 0 }));

const POST_TEXTS = [
  ['Cacio e pepe at Da Felice: creamy, peppery, perfect. Worth the queue.', 'Roma'],
  ['Sunday brunch with the whole family. The pancakes were gone in minutes.', null],
  ['First time trying omakase. Twelve courses and the uni stole the show.', 'Milano'],
  ['Risotto alla milanese done right: saffron, bone marrow, patience.', 'Milano'],
  ['Street food crawl in Palermo: arancine, panelle, sfincione. No regrets.', 'Palermo'],
  ['A tiny trattoria with no menu. The nonna decides, and she is always right.', 'Bologna'],
  ['Pizza napoletana, leopard crust, San Marzano. Simple and perfect.', 'Napoli'],
  ['Tasting menu anniversary dinner. Service was as good as the food.', 'Torino'],
  ['Gelato check: pistachio that actually tastes of pistachio.', null],
  ['Seafood platter by the harbour, the catch of the morning.', 'Genova'],
  ['Tried the new ramen place downtown. The broth simmers for 18 hours.', 'Milano'],
  ['Aperitivo hour: spritz, olives and far too many crostini.', 'Venezia'],
];
const POSTS_WITH_PHOTO = new Set([0, 2, 4, 6, 9]);

const BILLS = [
  ['Trattoria Da Felice', 'Via Mastro Giorgio 29, Roma', 86.5, 2],
  ['Sushi Ken', 'Corso Garibaldi 12, Milano', 124.0, 5],
  ['Osteria del Sole', 'Vicolo Ranocchi 1, Bologna', 58.3, 9],
  ['Pizzeria Starita', 'Via Materdei 27, Napoli', 32.0, 12],
  ['Ristorante Cracco', 'Corso Vittorio Emanuele II, Milano', 310.75, 17],
  ['Antica Focacceria', 'Via Alessandro Paternostro 58, Palermo', 24.9, 21],
  ['Del Cambio', 'Piazza Carignano 2, Torino', 198.4, 26],
  ['Trattoria Dal Billy', 'Via Pietro Custodi 4, Milano', 47.2, 29],
];

/** The first bill's restaurant (its public page is a row of `npm run lighthouse`). */
const RESTAURANT = { restaurantName: BILLS[0][0], address: BILLS[0][1] };
const RESTAURANT_KEY = billRestaurantKey(RESTAURANT);
export const RESTAURANT_PATH = restaurantPagePath(RESTAURANT_KEY);

const OFFER_TITLES = ['A glass of prosecco on us', 'Dessert for two', '10% off the tasting menu'];

const MESSAGE_LINES = [
  'Are you free for dinner on Friday?',
  'Yes! Where do you want to go?',
  'The new ramen place downtown, I heard the broth is incredible.',
  'Perfect, I will book a table for 8.',
  'See you there 🍜',
];

/** JPEGs drawn on a canvas in Chromium: a plate of food-like colour blobs with grain, like a photo. */
async function drawPhotos(chromePath, specs) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    return await page.evaluate(async (list) => {
      const out = [];
      for (const { width, height, seed } of list) {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d');
        let s = seed * 9301 + 49297;
        const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280;
        const hue = Math.floor(rnd() * 360);
        ctx.fillStyle = `hsl(${hue} 30% 35%)`;
        ctx.fillRect(0, 0, width, height);
        for (let i = 0; i < 60; i++) {
          const g = ctx.createRadialGradient(
            rnd() * width,
            rnd() * height,
            0,
            rnd() * width,
            rnd() * height,
            (0.1 + rnd() * 0.4) * Math.max(width, height),
          );
          g.addColorStop(0, `hsla(${(hue + rnd() * 120) % 360} 70% ${30 + rnd() * 50}% / 0.8)`);
          g.addColorStop(1, 'hsla(0 0% 0% / 0)');
          ctx.fillStyle = g;
          ctx.fillRect(0, 0, width, height);
        }
        const img = ctx.getImageData(0, 0, width, height);
        for (let i = 0; i < img.data.length; i += 4) {
          const n = (rnd() - 0.5) * 28;
          img.data[i] += n;
          img.data[i + 1] += n;
          img.data[i + 2] += n;
        }
        ctx.putImageData(img, 0, 0);
        const blob = await new Promise((r) => canvas.toBlob(r, 'image/jpeg', 0.85));
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let bin = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        out.push(btoa(bin));
      }
      return out;
    }, specs);
  } finally {
    await browser.close();
  }
}

/** Stores a JPEG in the Storage stand-in and returns its download URL, as getDownloadURL() gives it. */
async function storePhoto(project, path, base64) {
  const bucket = `${project}.appspot.com`;
  const base = `http://${HOST}:${PORTS.storage}/v0/b/${encodeURIComponent(bucket)}/o`;
  const put = await fetch(`${base}?uploadType=media&name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg' },
    body: Buffer.from(base64, 'base64'),
  });
  if (!put.ok) throw new Error(`storing ${path}: ${put.status} ${await put.text()}`);
  const meta = await (await fetch(`${base}/${encodeURIComponent(path)}`)).json();
  const token = String(meta.downloadTokens).split(',')[0];
  return `${base}/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

export async function seedSignedInWorld(project, chromePath) {
  await loadFirestoreRules(project);
  await clearFirestore(project);
  const now = Date.now();
  const ago = (ms) => new Date(now - ms);

  // Photos: profile photos as the profile editor stores them (512 px), post photos as the composer does
  // (long side 1280 px, and the feed's 640 px copy).
  const photoOwners = [ME, ...OTHERS.filter((u) => u.withPhoto)];
  const photos = await drawPhotos(chromePath, [
    ...photoOwners.map((_, i) => ({ width: 512, height: 512, seed: i + 1 })),
    ...[...POSTS_WITH_PHOTO].map((i) => ({ width: 1280, height: 960, seed: 100 + i })),
    ...[...POSTS_WITH_PHOTO].map((i) => ({ width: 640, height: 480, seed: 100 + i })),
  ]);
  const photoURL = {};
  for (const [i, u] of photoOwners.entries()) {
    photoURL[u.uid] = await storePhoto(project, `profile-photos/${u.uid}/profile_${i}.jpg`, photos[i]);
  }
  const postPhoto = {};
  const postPhotoSmall = {};
  for (const [k, i] of [...POSTS_WITH_PHOTO].entries()) {
    const author = i % 3 === 0 ? ME.uid : OTHERS[i % OTHERS.length].uid;
    postPhoto[i] = await storePhoto(
      project,
      `post-images/${author}/post_${i}.jpg`,
      photos[photoOwners.length + k],
    );
    postPhotoSmall[i] = await storePhoto(
      project,
      `post-images/${author}/post_${i}-640.jpg`,
      photos[photoOwners.length + POSTS_WITH_PHOTO.size + k],
    );
  }

  const docs = [];
  const put = (path, data) => docs.push([path, data]);
  const counts = Object.fromEntries([ME, ...OTHERS].map((u) => [u.uid, { followers: 0, following: 0 }]));

  // I follow the first 8, the first 10 follow me.
  const follow = (a, b) => {
    docs.push(...followDocs(a, b, ago(10 * DAY)));
    counts[a].following += 1;
    counts[b].followers += 1;
  };
  OTHERS.slice(0, 8).forEach((u) => follow(ME.uid, u.uid));
  OTHERS.slice(0, 10).forEach((u) => follow(u.uid, ME.uid));

  POST_TEXTS.forEach(([content, location], i) => {
    const id = `lh-post-${i + 1}`;
    const userId = i % 3 === 0 ? ME.uid : OTHERS[i % OTHERS.length].uid;
    const at = ago((i + 1) * 3 * 60 * MINUTE);
    const likers = OTHERS.slice(0, (i * 5) % 9).map((u) => u.uid);
    if (i % 2 === 1) likers.push(ME.uid);
    const post = newPost(userId, {
      content,
      location: location ?? undefined,
      image: postPhoto[i],
      imageSmall: postPhotoSmall[i],
    });
    // The likes' writes raised likeCount (decision 0027).
    put(`posts/${id}`, { ...stamped(post, at), likeCount: likers.length });
    for (const liker of likers) put(`likes/${liker}_${id}`, stamped(newLike(liker, id, 'post'), at));
  });

  OTHERS.slice(0, 7).forEach((other, c) => {
    const participants = [ME.uid, other.uid].sort();
    const conversationId = participants.join('_');
    const unreadForMe = c < 3 ? c + 1 : 0;
    let last;
    MESSAGE_LINES.forEach((content, i) => {
      const fromMe = i % 2 === 1;
      const at = ago((c * 240 + (MESSAGE_LINES.length - i) * 7) * MINUTE);
      const unread = !fromMe && i >= MESSAGE_LINES.length - unreadForMe;
      const id = `lh-msg-${c}-${i}`;
      const fields = {
        senderId: fromMe ? ME.uid : other.uid,
        receiverId: fromMe ? other.uid : ME.uid,
        conversationId,
        content,
      };
      const message = stamped(newMessage(fields), at);
      // Read ones as mark-read leaves them.
      put(
        `conversations/${conversationId}/messages/${id}`,
        unread ? message : { ...message, read: true, readAt: at },
      );
      last = { ...fields, messageId: id, at };
    });
    put(`conversations/${conversationId}`, {
      ...stamped(newConversation(participants, last), last.at),
      unreadCount: unreadForMe,
      unread: { [ME.uid]: unreadForMe, [other.uid]: 0 },
    });
  });

  let gold = 0;
  let spent = 0;
  const restaurantBills = [];
  BILLS.forEach(([restaurantName, address, totalAmount, days], i) => {
    const at = ago(days * DAY);
    const bill = { restaurantName, address, totalAmount, date: at.toISOString().slice(0, 10) };
    const billId = `lh-bill-${i + 1}`;
    const written = billDocs(ME.uid, bill, { billId, at });
    const [[, stored]] = written;
    docs.push(...written);
    gold += stored.goldPointsEarned;
    spent = Math.round((spent + totalAmount) * 100) / 100;
    if (i === 0) restaurantBills.push({ uid: ME.uid, billId, at, bill });
  });
  // Five other diners' bills at the first restaurant: its public page's diners (not counted in their
  // points, which are made up below anyway).
  OTHERS.slice(0, 5).forEach((u, i) => {
    const at = ago((i + 3) * DAY);
    const bill = { ...RESTAURANT, totalAmount: 40 + i * 12.5, date: at.toISOString().slice(0, 10) };
    const billId = `lh-bill-${u.username}`;
    docs.push(...billDocs(u.uid, bill, { billId, at }));
    restaurantBills.push({ uid: u.uid, billId, at, bill });
  });
  docs.push(...restaurantPageDocs(restaurantBills));
  // Its owner's three offers, sent to me (my perks; the owner's Marketing tab).
  OFFER_TITLES.forEach((title, i) => {
    const input = {
      ownerId: OWNER.uid,
      restaurantKey: RESTAURANT_KEY,
      restaurantName: RESTAURANT.restaurantName,
      title,
      description: 'Show this perk at the table.',
      photoURL: '',
      validFrom: ago(DAY),
      validUntil: ago(-(7 + i) * DAY),
      cap: i === 2 ? 20 : null,
      audience: { kind: 'recent', days: 30 },
      audienceSize: restaurantBills.length,
    };
    docs.push(...offerDocs(`lh-offer-${i + 1}`, input, ago((i + 1) * 60 * MINUTE), [ME.uid]));
  });

  OTHERS.slice(0, 4).forEach((u, i) => {
    const notice = {
      recipientId: ME.uid,
      actorId: u.uid,
      actor: { username: u.username, photoURL: photoURL[u.uid] ?? '' },
      type: 'follow',
      targetId: ME.uid,
      content: NOTIFICATION_TEXT.followed,
    };
    // The first two are unread, the others were read a day ago.
    put(
      `notifications/lh-note-${i}`,
      notificationDoc(notice, ago((i + 1) * DAY), i >= 2 ? ago(DAY) : undefined),
    );
  });

  const created = ago(60 * DAY);
  for (const u of [ME, ...OTHERS]) {
    const mine = u.uid === ME.uid;
    const points = mine ? gold : 300 + u.username.length * 97;
    // Sign-up's documents (only mine has the private account), then what the user did since.
    const [[path, user], ...claims] = signUpDocs(u.uid, u.username, mine ? ME.email : null, created);
    put(path, {
      ...user,
      photoURL: photoURL[u.uid] ?? '',
      goldPoints: points,
      silverPoints: points,
      totalSpent: mine ? spent : points,
      followers: counts[u.uid].followers,
      following: counts[u.uid].following,
      bio: mine
        ? 'Milan food lover. Risotto first, questions later. 🍚'
        : `Hi, I'm ${u.username}! Always hungry.`,
      ...(mine ? { socialLinks: { instagram: 'giulia.eats', twitter: '', youtube: '' } } : {}),
    });
    docs.push(...(mine ? claims : claims.slice(0, 1)));
  }

  // The owner: sign-up's documents, the restaurant profile and claim, and the private statistics.
  const [[ownerPath, owner], ...ownerClaims] = signUpDocs(OWNER.uid, OWNER.username, OWNER.email, created);
  const ownerBills = restaurantBills.map(({ uid, bill }) => ({ uid, amount: bill.totalAmount }));
  put(ownerPath, {
    ...owner,
    bio: `Hi, I'm ${OWNER.username}! I run ${RESTAURANT.restaurantName}.`,
    isRestaurantOwner: true,
    restaurantActivatedAt: ago(50 * DAY),
    restaurantProfile: stamped(
      restaurantProfileDoc(
        {
          name: RESTAURANT.restaurantName,
          description: 'Roman classics since 1936.',
          address: RESTAURANT.address,
          cuisine: 'Roman',
          priceRange: '€€',
          openingHours: 'Tue-Sun 12:30-23:00',
          phone: '+39 06 581 6046',
          website: '',
        },
        RESTAURANT_KEY,
        { images: [], hours: 'Tue-Sun 12:30-23:00' },
      ),
      ago(DAY),
    ),
  });
  docs.push(...ownerClaims);
  put(`users/${OWNER.uid}/private/restaurantStats`, {
    totalBills: ownerBills.length,
    totalRevenue: ownerBills.reduce((sum, b) => Math.round((sum + b.amount) * 100) / 100, 0),
    spenders: Object.fromEntries(ownerBills.map((b) => [b.uid, { amount: b.amount, visits: 1 }])),
    lastBillAt: restaurantBills.map((b) => b.at).sort((a, b) => b.getTime() - a.getTime())[0],
  });
  put(`restaurants/${RESTAURANT_KEY}`, { ownerId: OWNER.uid, createdAt: ago(50 * DAY) });

  await commitDocs(docs, project);
  await createAuthAccount({ uid: ME.uid, email: ME.email, password: ME.password, displayName: ME.username });
  await createAuthAccount({
    uid: OWNER.uid,
    email: OWNER.email,
    password: OWNER.password,
    displayName: OWNER.username,
  });
  return { docs: docs.length, photos: photos.length };
}
