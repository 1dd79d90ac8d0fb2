import { E2E } from './env';
import { expect } from './fixtures';

/** An object put straight into the Storage stand-in; resolves its download URL (with a token). */
export async function storeImage(path: string, bytes: Buffer): Promise<string> {
  const bucket = `${E2E.projectId}.appspot.com`;
  const base = `http://127.0.0.1:9199/v0/b/${bucket}/o`;
  const res = await fetch(`${base}?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  const token = String(((await res.json()) as { downloadTokens?: string }).downloadTokens).split(',')[0];
  return `${base}/${encodeURIComponent(path)}?alt=media&token=${token}`;
}
