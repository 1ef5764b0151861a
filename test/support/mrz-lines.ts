/**
 * Builds the two TD3 lines (ICAO 9303 part 4) of a generated passport, with real check digits, so
 * that tests make passports of any traveller, and corrupt one digit on purpose.
 */
export interface TestPassport {
  readonly issuing: string;
  readonly surname: string;
  readonly givenNames: string;
  readonly number: string;
  readonly nationality: string;
  /** YYMMDD */
  readonly birth: string;
  readonly sex: 'M' | 'F' | '<';
  /** YYMMDD */
  readonly expiry: string;
  readonly personal?: string;
}

const weights = [7, 3, 1];
const value = (c: string) =>
  c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 'A'.charCodeAt(0) + 10;

export function checkDigit(text: string): string {
  let sum = 0;
  [...text].forEach((c, i) => (sum += value(c) * (weights[i % 3] ?? 0)));
  return String(sum % 10);
}

const field = (text: string, length: number) =>
  text.replace(/[ -]/g, '<').padEnd(length, '<').slice(0, length);

export function td3Lines(p: TestPassport): [string, string] {
  const names = field(`${p.surname}<<${p.givenNames}`, 39);
  const first = `P<${field(p.issuing, 3)}${names}`;
  const number = field(p.number, 9);
  const personal = field(p.personal ?? '', 14);
  const personalCheck = p.personal ? checkDigit(personal) : '<';
  const body = `${number}${checkDigit(number)}${field(p.nationality, 3)}${p.birth}${checkDigit(p.birth)}${p.sex}${p.expiry}${checkDigit(p.expiry)}${personal}${personalCheck}`;
  const composite = checkDigit(
    `${number}${checkDigit(number)}${p.birth}${checkDigit(p.birth)}${p.expiry}${checkDigit(p.expiry)}${personal}${personalCheck}`,
  );
  return [first, `${body}${composite}`];
}

/** The ICAO 9303 specimen (Anna Maria Eriksson of Utopia), as printed in the standard. */
export const specimenLines: [string, string] = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];

/** The second line with the passport number's check digit (position 10) changed. */
export function withBadNumberCheckDigit([first, second]: readonly [string, string]): [string, string] {
  const digit = String((Number(second[9]) + 5) % 10);
  return [first, `${second.slice(0, 9)}${digit}${second.slice(10)}`];
}
