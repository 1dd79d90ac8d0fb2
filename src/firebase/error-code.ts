/** The `code` of a Firebase error ('permission-denied', 'storage/unauthorized', 'timeout', ...), or ''. */
export function errorCode(err: unknown): string {
  return typeof err === 'object' && err && 'code' in err ? String(err.code) : '';
}
