/**
 * The nonce of this page's Content-Security-Policy, which the server writes into a meta element of index.html
 * with every answer. Mantine puts it on the <style> elements it writes, the only inline styles the policy allows.
 */
export function styleNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
}
