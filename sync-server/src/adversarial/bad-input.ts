// Generated bad requests for any route: bodies (schema-shaped JSON with hostile values, any JSON, malformed
// JSON, multipart good and broken, wrong content types), hostile path segments, query strings and headers.
import fc from 'fast-check';
import { badValue, DEEP_OBJECT, hostileKey, hostileString, toJson } from './hostile-values';
import { fromSchema, SCHEMAS } from './schema-values';

export interface BadBody {
  kind: string;
  body?: string | FormData;
  contentType?: string;
}

const malformedJson = fc
  .oneof(
    fc.constantFrom('{', '{"a":', '[1,]', "{'a':1}", '{"a":1}}', 'NaN', '\u0000', '\ufeff{}', DEEP_OBJECT),
    fc.string({ maxLength: 30 }),
  )
  .map((body): BadBody => ({ kind: 'malformed JSON', body, contentType: 'application/json' }));

const schemaJson = fc
  .constantFrom(...SCHEMAS)
  .chain(fromSchema)
  .map(
    (value): BadBody => ({
      kind: 'schema-shaped JSON',
      body: toJson(value),
      contentType: 'application/json',
    }),
  );

const anyJson = badValue.map(
  (value): BadBody => ({
    kind: 'any JSON',
    body: toJson(value),
    contentType: 'application/json',
  }),
);

const wrongType = fc
  .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png', '')
  .map((contentType): BadBody => ({ kind: 'wrong content type', body: 'a[$ne]=1&b=%00', contentType }));

const junkFile = fc.uint8Array({ maxLength: 64 });

const formParts = fc.array(
  fc.tuple(
    fc.oneof(hostileKey, fc.constantFrom('images', 'heroImage', 'image', 'blogTitle', 'file')),
    fc.oneof(hostileString, junkFile),
  ),
  { maxLength: 6 },
);

function multipartOf(parts: [name: string, value: string | Uint8Array][]): BadBody {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)]), '../../evil.jpg');
  }
  // FormData prints as [object FormData]: the kind says what was in it, for a failure's message.
  const shown = parts.map(([name, value]) =>
    typeof value === 'string'
      ? `${name}=${JSON.stringify(value.slice(0, 40))}`
      : `${name}:file(${value.length} B)`,
  );
  return { kind: `multipart ${shown.join(' ')}`, body: form };
}

const multipart = formParts.map(multipartOf);

const brokenMultipart = fc
  .constantFrom(
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
    '--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--',
    'not multipart at all',
    '--y\r\nwrong boundary\r\n--y--',
    '',
  )
  .map(
    (body): BadBody => ({ kind: 'broken multipart', body, contentType: 'multipart/form-data; boundary=x' }),
  );

export const badBody: fc.Arbitrary<BadBody> = fc.oneof(
  { arbitrary: schemaJson, weight: 4 },
  { arbitrary: malformedJson, weight: 2 },
  { arbitrary: anyJson, weight: 2 },
  { arbitrary: multipart, weight: 1 },
  { arbitrary: brokenMultipart, weight: 1 },
  { arbitrary: wrongType, weight: 1 },
  { arbitrary: fc.constant<BadBody>({ kind: 'no body' }), weight: 1 },
);

/** A path segment: a real id (given by the caller), or a hostile one, already escaped for the URL. */
export const hostileSegment = fc.oneof(
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '..',
    '%2e%2e',
    'a%00b',
    '%00',
    '%7B%22%24ne%22%3Anull%7D',
    '%24where',
    'a.b',
    '__proto__',
    'constructor',
    '-1',
    '1e999',
    'x'.repeat(5000),
    '%ZZ',
    '%ZZ.js',
    '%E0%A4%A.css',
    '%C0%AF',
    'x%0AGET%20%2Fapi%2Fadmin%20200%201ms',
    '%0D%0AERROR%20forged',
    '%1B%5B31mred',
  ),
  fc.string({ maxLength: 40 }).map(escapeSegment),
);

/** encodeURIComponent, except that a lone surrogate goes out as the bytes a careless client would send. */
function escapeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A query string of schema field names and hostile keys with hostile values (or none). */
export const hostileQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'page',
        'limit',
        'q',
        'cursor',
        'clientId',
        'sort',
        'page[$ne]',
        'q[$regex]',
        'limit.x',
        '__proto__',
      ),
      fc.oneof(
        hostileString.filter((s) => s.length < 1000),
        fc.constantFrom('1', '0', '-1', '99999999999', '1.5'),
      ),
    ),
    { maxLength: 3 },
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([k, v]) => `${escapeSegment(k)}=${escapeSegment(v)}`).join('&')}` : '',
  );

/** Hostile values for the request headers the server reads besides the token and the body's type. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom(
    'if-match',
    'if-none-match',
    'idempotency-key',
    'range',
    'accept-encoding',
    'user-agent',
    'x-forwarded-proto',
  ),
  fc.oneof(
    fc.constantFrom(
      '*',
      '"1e999"',
      'W/"-1"',
      '"',
      '$where',
      'bytes=-0',
      'bytes=99999999999999999999-',
      'bytes=0-1,2-3,4-5',
      'gzip;q=NaN, br;q=-1, *;q=2',
      'identity;q=0, *;q=0',
      'x'.repeat(8000),
    ),
    fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
  ),
  { maxKeys: 3 },
);

/** A path segment that would forge a log line if the path reached the log as it was decoded. */
export const LOG_FORGERY = 'x%0AGET%20/api/admin/users%20200%201ms';

/** Bodies every route meets first on every run, whatever the seed: each once found a bug. */
export const KNOWN_BAD: readonly BadBody[] = [
  multipartOf([
    ['__proto__', new Uint8Array([0xff, 0xd8, 0xff])],
    ['constructor', new Uint8Array([1])],
    ['toString', 'x'],
  ]),
  { kind: 'deeply nested JSON', body: DEEP_OBJECT, contentType: 'application/json' },
  {
    kind: '__proto__ in JSON',
    body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}',
    contentType: 'application/json',
  },
];
