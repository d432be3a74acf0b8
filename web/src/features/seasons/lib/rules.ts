/** The season's rules as plain text paragraphs: split at blank lines, trimmed, empty ones left out. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
