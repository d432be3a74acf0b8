/** The flag of an ISO 3166 alpha-2 code as an emoji (two regional indicator letters); '' for anything else. */
export function flagEmoji(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let drawsFlags: boolean | undefined;

/**
 * Whether this browser draws flag emoji in colour. Windows and systems without an emoji font draw two letters
 * or empty boxes instead, so the flag is left out there: the country's name beside it says the same.
 */
export function canDrawFlags(): boolean {
  if (drawsFlags !== undefined) return drawsFlags;
  drawsFlags = false;
  try {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!ctx) return drawsFlags;
    ctx.font = '16px sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillText(flagEmoji('DE'), 0, 0);
    const px = ctx.getImageData(0, 0, 24, 24).data;
    for (let i = 0; i < px.length && !drawsFlags; i += 4) drawsFlags = px[i + 3]! > 0 && (px[i] !== px[i + 1] || px[i + 1] !== px[i + 2]);
  } catch {
    // no canvas: no flags
  }
  return drawsFlags;
}

/** A country's flag beside its name, where the browser can draw it; decorative, the name says it. */
export function CountryFlag({ code }: { code: string | null | undefined }) {
  const flag = flagEmoji(code);
  if (!flag || !canDrawFlags()) return null;
  return (
    <span aria-hidden data-testid="country-flag" style={{ marginInlineEnd: 4 }}>
      {flag}
    </span>
  );
}
