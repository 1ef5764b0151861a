/**
 * Finds the two lines of a passport's machine-readable zone (TD3: 2 × 44 characters of `A-Z0-9<`) in
 * OCR output. OCR drops or adds a filler `<` in long runs, and reads `«` or `(` for `<`; a first line
 * is padded or cut at its end (names end in fillers); a second line one character too long or short
 * gives every one-character fix (and its longest filler run is stretched or shortened), and the
 * parser's check digits decide which reading holds.
 */
export const mrzLineLength = 44;

function clean(line: string): string {
  return line
    .toUpperCase()
    .replace(/[«‹([{]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');
}

/**
 * The names end at the first `<<` after the given names; what follows can only be fillers, which OCR
 * often reads as `L` or `K` in a long run. A last one-letter "name" of such a letter goes too.
 */
function cleanNames(line: string): string {
  const names = line.slice(5);
  const surnameEnd = names.indexOf('<<');
  if (surnameEnd < 0) return line;
  const end = names.indexOf('<<', surnameEnd + 2);
  if (end < 0) return line;
  const kept = names.slice(0, end).replace(/(<<[A-Z<]*?)<[KLC]$/, '$1');
  return line.slice(0, 5) + kept.padEnd(names.length, '<');
}

function fitFirst(line: string): string {
  const clean = cleanNames(line);
  if (clean.length >= mrzLineLength) return clean.slice(0, mrzLineLength);
  return clean.padEnd(mrzLineLength, '<');
}

/** Ways to make a misread second line 44 characters long: one character dropped or one filler added. */
function fitSecond(line: string): string[] {
  const diff = mrzLineLength - line.length;
  if (diff === 0) return [line];
  const out = new Set<string>();
  const runs = [...line.matchAll(/<{2,}/g)].sort((a, b) => b[0].length - a[0].length);
  const longest = runs[0];
  if (longest?.index !== undefined && Math.abs(diff) <= 3 && longest[0].length + diff >= 1) {
    const filler = '<'.repeat(longest[0].length + diff);
    out.add(line.slice(0, longest.index) + filler + line.slice(longest.index + longest[0].length));
  }
  if (diff === -1) for (let i = 0; i < line.length; i++) out.add(line.slice(0, i) + line.slice(i + 1));
  // A lost filler is lost next to another filler.
  if (diff === 1)
    for (let i = 0; i <= line.length; i++)
      if (line[i - 1] === '<' || line[i] === '<') out.add(`${line.slice(0, i)}<${line.slice(i)}`);
  return [...out];
}

/** The candidate TD3 line pairs in OCR text, most likely first; empty when none is there. */
export function mrzCandidates(text: string): [string, string][] {
  const lines = text
    .split(/\r?\n/)
    .map(clean)
    .filter((l) => l.length >= mrzLineLength - 4);
  const pairs: [string, string][] = [];
  lines.forEach((first, i) => {
    const next = lines[i + 1];
    if (next === undefined || !/^P[A-Z<]/.test(first)) return;
    for (const second of fitSecond(next)) pairs.push([fitFirst(first), second]);
  });
  return pairs;
}

/** Characters OCR confuses in alphanumeric fields (a document number may hold letters and digits). */
const confusable: Readonly<Record<string, readonly string[]>> = {
  O: ['0', 'D', 'Q'],
  '0': ['O', 'D', 'Q'],
  D: ['0', 'O'],
  Q: ['0', 'O'],
  I: ['1'],
  '1': ['I'],
  B: ['8'],
  '8': ['B'],
  S: ['5'],
  '5': ['S'],
  Z: ['2'],
  '2': ['Z'],
  G: ['6'],
  '6': ['G'],
};
/** The alphanumeric fields of line 2: the document number and the personal number. */
const alphanumeric = [
  [0, 9],
  [28, 42],
] as const;

/**
 * Second lines with one confusable character of an alphanumeric field swapped (`CO1X…` → `C01X…`):
 * tried only when a reading fails its checks, and kept only when the field's check digit and the
 * final check digit then both hold, so a wrong swap is very unlikely to pass.
 */
export function confusionFixes([first, second]: readonly [string, string]): [string, string][] {
  const out: [string, string][] = [];
  for (const [from, to] of alphanumeric)
    for (let i = from; i < to; i++)
      for (const swap of confusable[second[i] ?? ''] ?? [])
        out.push([first, `${second.slice(0, i)}${swap}${second.slice(i + 1)}`]);
  return out;
}
