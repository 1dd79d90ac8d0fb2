/**
 * Firestore writes wait for the server while it is unreachable (the offline cache queues them). Where
 * the user is waiting on the answer, give up after `ms` with an error whose code is 'timeout'.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('Timed out'), { code: 'timeout' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
