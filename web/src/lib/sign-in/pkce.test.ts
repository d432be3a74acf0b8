// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { base64url, challengeOf, randomString } from './pkce';

// RFC 7636, Appendix B.
const RFC_VERIFIER_BYTES = [116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121];
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE', () => {
  it('encodes the RFC 7636 verifier octets as base64url without padding', () => {
    expect(base64url(new Uint8Array(RFC_VERIFIER_BYTES))).toBe(RFC_VERIFIER);
  });
  it('derives the RFC 7636 S256 challenge', async () => {
    expect(await challengeOf(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
  });
  it('makes random verifiers of 43 unreserved characters', () => {
    const a = randomString(32);
    const b = randomString(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });
});
