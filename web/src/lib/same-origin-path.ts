/**
 * `next` when it is a path of this site, else `/`: where a page may send the browser after a form
 * (the access gate's `next`, the sign-in's return path). It is read as the browser will read it —
 * tabs and line breaks dropped, `\` taken for `/` — so `/%5Chost`, `/%09/host` or `/\\host` cannot
 * lead to another site.
 */
export function sameOriginPath(next: string | null | undefined, origin: string = window.location.origin): string {
  if (!next || !next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  return url.origin === origin ? url.pathname + url.search + url.hash : '/';
}
