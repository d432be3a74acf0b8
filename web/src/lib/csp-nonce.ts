import { setNonce } from 'get-nonce';

/**
 * The nonce of this page's Content-Security-Policy, which the server writes into a meta element of index.html
 * with every answer. Mantine puts it on the <style> elements it writes, the only inline styles the policy allows.
 */
export function styleNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
}

/**
 * Gives the nonce to the scroll lock of Mantine's modals too (react-remove-scroll writes a <style> of its own through
 * get-nonce), which the policy refused before: each dialog logged a violation and lost its scroll-bar padding.
 */
export function shareStyleNonce(): void {
  setNonce(styleNonce());
}
