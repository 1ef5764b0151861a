import fc from 'fast-check';

/**
 * What a hostile or broken client sends: strings of every kind (control characters, lone surrogates,
 * bidi overrides, injections, thousands of characters), values of the wrong type, and valid bodies with
 * some fields replaced, dropped or added.
 */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202eevil',
    '../../etc/passwd',
    'uploads/tmp/../../x',
    '%00',
    '%',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '${filename}',
    '{"$ne":null}',
    'KE-00000000',
    'KE-12345678',
    '🇰🇪'.repeat(5),
    'null',
    '-1',
    '1e309',
  ),
  fc.integer({ min: 200, max: 5000 }).map((n) => 'A'.repeat(n)),
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const keep = Symbol('keep');
const drop = Symbol('drop');

/** A valid body with each field kept (mostly), replaced or dropped, and maybe an extra field. */
export function mutated(valid: Readonly<Record<string, unknown>>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const field = (key: string): fc.Arbitrary<unknown> => {
    const value = valid[key];
    const nested =
      Array.isArray(value) && value[0] !== null && typeof value[0] === 'object'
        ? [mutated(value[0] as Record<string, unknown>).map((first) => [first, ...value.slice(1)])]
        : [];
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant<unknown>(keep) },
      { weight: 2, arbitrary: nastyValue },
      { weight: 1, arbitrary: fc.constant<unknown>(drop) },
      ...nested.map((arbitrary) => ({ weight: 2, arbitrary })),
    );
  };
  return fc
    .tuple(fc.tuple(...keys.map(field)), fc.option(fc.tuple(nastyString, nastyValue), { freq: 4 }))
    .map(([values, extra]) => {
      const body: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        const v = values[i];
        if (v === keep) body[key] = valid[key];
        else if (v !== drop) body[key] = v;
      });
      if (extra) body[extra[0]] = extra[1];
      return body;
    });
}

/** A request body: mostly a mutated valid one, sometimes any JSON value, sometimes not JSON at all. */
export function bodyFor(valid: Readonly<Record<string, unknown>> | undefined): fc.Arbitrary<string> {
  const json = valid ? mutated(valid) : nastyValue;
  return fc.oneof(
    { weight: 6, arbitrary: json.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: nastyValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[[[[[[', '{"__proto__":{"x":1}}', '\u0000') },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 4000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
  );
}

/** A path segment: a valid one (mostly), any UUID, or something nasty, URL-encoded. */
export function segment(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    fc.uuid(),
    nastyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x')) || '%20'),
    fc.constantFrom('%00', '%ff', '..', '%2e%2e', 'a%2Fb', `${valid}%00`, valid.toUpperCase()),
  );
}

export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
    undefined,
  ),
);
