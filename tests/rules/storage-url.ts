// Download URLs as getDownloadURL gives them, for the rules' isOwnStorageURL (firestore.rules,
// docs/decisions/0019-image-urls-and-storage.md). The rules tests run in demo-* projects, where the URL
// is the local Storage emulator's; `production` builds the URL of a real project's bucket.

/** A download token: production and the emulators both issue UUIDs. */
const TOKEN = '0b0e5c1e-4a7a-4b8e-9f7e-1c2d3e4f5a6b';

export const EMULATOR_HOST = 'http://127.0.0.1:9199';

/** The emulator's download URL of the file at `path` (e.g. 'post-images/alice/x.jpg'). */
export function storageURL(
  path: string,
  { host = EMULATOR_HOST, bucket = 'demo-goldfork.appspot.com', token = TOKEN } = {},
): string {
  return `${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/** The production download URL of a file of `project`'s default bucket. */
export function productionURL(project: string, path: string, bucket = `${project}.appspot.com`): string {
  return storageURL(path, { host: 'https://firebasestorage.googleapis.com', bucket });
}
