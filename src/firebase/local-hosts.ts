// The hosts the app is served from on a developer's machine: there it uses the local emulators (spec
// section 7). Apart from env.ts, for the page's early script, which must not carry env.ts's texts.

export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
