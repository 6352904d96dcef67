import fc from 'fast-check';

/** The part of an OpenAPI 3 JSON Schema the shop's documents use. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. `/api/orders/{id}/`. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** `required` for `requireUser`/`requireStaff` routes, `optional` for `identifyUser` ones. */
  token: 'required' | 'optional' | 'none';
}

export interface SweepRequest {
  operation: Operation;
  /** What the request tries, for the failure list. */
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** One of REPEATS sendings of the same request: its answer must not have added up past what one may carry. */
  repeated?: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, string[]>[];
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const security = operation.security ?? [];
      const takesToken = security.some((requirement) => 'bearerAuth' in requirement);
      const anonymousAllowed = security.length === 0 || security.some((r) => Object.keys(r).length === 0);
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        token: takesToken ? (anonymousAllowed ? 'optional' : 'required') : 'none',
      } satisfies Operation;
    }),
  );
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A plausible value for a field, so that each request gets as far as the field being tried. */
function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date') return tomorrow();
  if (/email/.test(name)) return 'sweep.customer@example.in';
  if (/phone/.test(name)) return '9845012345';
  // Never the sweep customer's own password, so no request changes it.
  if (/password/.test(name)) return 'sweep-password-77';
  if (name === 'username') return 'sweep_customer';
  if (name === 'order_number') return 'MB20261121-1042';
  if (name === 'gstin') return '29ABCDE1234F1ZW';
  if (name === 'pincode') return '560001';
  if (name === 'upi_id') return 'sweep.customer@okaxis';
  return 'Sweep sample text'.padEnd(schema.minLength ?? 0, '.');
}

/** Optional fields of which a body needs one: an order carries a saved address's id. */
const NEEDED_ONE_OF = new Set(['address_id']);

/** A number field that is not an id, which the sample keeps so the request reaches the row it is about. */
const isBoundedNumber = (schema: JsonSchema, name: string) =>
  (schema.type === 'integer' || schema.type === 'number') && schema.maximum !== undefined && !/(^|_)id$/.test(name);

/**
 * Objects carry their required fields (and NEEDED_ONE_OF): an optional one is tried on its own, the
 * rest left plausible. Numbers are small, or with `numbers: 'maximum'` as large as allowed, optional
 * ones included.
 */
export function sampleValue(schema: JsonSchema, name = '', numbers: 'small' | 'maximum' = 'small'): unknown {
  if (schema.anyOf?.[0]) return sampleValue(schema.anyOf[0], name, numbers);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(
            ([key, s]) =>
              schema.required?.includes(key) ||
              NEEDED_ONE_OF.has(key) ||
              (numbers === 'maximum' && isBoundedNumber(s, key)),
          )
          .map(([key, s]) => [key, sampleValue(s, key, numbers)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleValue(schema.items ?? {}, name, numbers),
      );
    case 'integer':
    case 'number':
      if (numbers === 'maximum' && isBoundedNumber(schema, name)) return schema.maximum;
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return 'Sweep sample text';
  }
}

type FieldPath = (string | number)[];

/** Every field of a body, nested ones too (`items[0].name`, `notifications.orderUpdates`), with its schema. */
export function fieldPaths(schema: JsonSchema, prefix: FieldPath = []): [FieldPath, JsonSchema][] {
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, s]): [FieldPath, JsonSchema][] => [
      [[...prefix, key], s],
      ...fieldPaths(s, [...prefix, key]),
    ]);
  }
  if (schema.type === 'array' && schema.items) return fieldPaths(schema.items, [...prefix, 0]);
  return [];
}

/** A calendar date field or parameter (`format: date`), which also gets DATE_VALUES. */
const isDate = (schema: JsonSchema): boolean =>
  schema.format === 'date' || schema.format === 'date-time' || (schema.anyOf ?? []).some(isDate);

const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** What a field receives instead of a sensible value: raw JSON text, or `undefined` to leave it out. */
export const FIELD_VALUES: [name: string, json: string | undefined][] = [
  ['missing', undefined],
  ['null', 'null'],
  ['true', 'true'],
  ['an object', '{"a":1}'],
  ['an array', '[]'],
  ['an array of strings', '["a","b"]'],
  ['a number', '123'],
  ['2^31', '2147483648'],
  ['an id beyond any integer column', '99999999999'],
  ['2^53 + 1', '9007199254740993'],
  ['-1', '-1'],
  ['0', '0'],
  ['-0', '-0'],
  ['a fraction', '1.5'],
  ['1e309', '1e309'],
  ['-1e309', '-1e309'],
  ['NaN as a string', '"NaN"'],
  ['Infinity as a string', '"Infinity"'],
  ['a number as a string', '"12"'],
  ['an empty string', '""'],
  ['a blank string', '"   "'],
  ['NUL', '"a\\u0000b"'],
  ['only NUL', '"\\u0000"'],
  ['control characters', '"\\u0001\\u0008\\u001b\\u007f"'],
  ['line breaks', '"one\\r\\ntwo\\nthree"'],
  ['an unpaired surrogate', '"a\\ud800b"'],
  ['Indian scripts and emoji', '"आशा ராவ 😀"'],
  ['a 100 KB string', JSON.stringify('x'.repeat(100 * 1024))],
  ['100 KB of NUL', JSON.stringify('\u0000'.repeat(100 * 1024))],
  ['a 10,000-level nested array', deeplyNested(10_000)],
];

/** What a path parameter receives: already as it appears in a URL. */
export const PATH_VALUES: [name: string, segment: string][] = [
  ['2^31', '2147483648'],
  ['an id beyond any integer column', '99999999999'],
  ['-1', '-1'],
  ['0', '0'],
  ['a fraction', '1.5'],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['hexadecimal', '0x10'],
  ['NUL', '%00'],
  ['control characters', '%01%1B%7F'],
  ['a space', '%20'],
  ['malformed percent-encoding', '%E0%A4%A'],
  ['an overlong UTF-8 encoding', '%C0%80'],
  ['an encoded slash', '..%2F..%2Fetc'],
  ['a quote', '%27'],
  ['fullwidth digits', '%EF%BC%91'],
  ['Indian script', '%E0%A4%86%E0%A4%B6%E0%A4%BE'],
  ['5,000 characters', 'a'.repeat(5000)],
  ['100 KB', '9'.repeat(100 * 1024)],
];

/** What a query parameter receives: already percent-encoded. */
export const QUERY_VALUES: [name: string, value: string][] = [
  ['empty', ''],
  ['NUL', '%00'],
  ['control characters', '%01%1B%7F'],
  ['malformed percent-encoding', '%E0%A4%A'],
  ['2^31', '2147483648'],
  ['an id beyond any integer column', '99999999999'],
  ['-1', '-1'],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['a fraction', '0.5'],
  ['a 100 KB value', 'x'.repeat(100 * 1024)],
  ['Indian scripts', '%E0%A4%86%E0%A4%B6%E0%A4%BE'],
];

/**
 * What a date receives, as it appears in a query string (a body gets it as a JSON string): dates
 * of the right shape that no shop can mean, which failed in the database (PostgreSQL has no year
 * 0; a day after 9999-12-31 has no YYYY-MM-DD), and near misses of the shape.
 */
export const DATE_VALUES: [name: string, date: string][] = [
  ['year 0', '0000-01-01'],
  ['year 1', '0001-01-01'],
  ['the last day before 2000', '1999-12-31'],
  ['the first day of 2100', '2100-01-01'],
  ['the last day of 9999', '9999-12-31'],
  ['a six-digit year', '+275760-09-13'],
  ['a negative year', '-000001-01-01'],
  ['30 February', '2026-02-30'],
  ['a timestamp', '2026-11-28T10:00:00Z'],
  ['a timestamp in year 0', '0000-01-01T00:00:00Z'],
];

/** How often a request is repeated with every number at its maximum: 30 adds of 99 to a cart made a line of 2,970. */
export const REPEATS = 30;

/** Query names no route declares, some of which mean something to a parser. */
const EXTRA_QUERY_NAMES = ['%00', '__proto__', 'constructor', 'spec.%00', 'spec.Operating%20Voltage', 'x%5B%5D'];

const BODY_CASES: [name: string, contentType: string | undefined, payload: string | undefined][] = [
  ['no body', undefined, undefined],
  ['an empty JSON body', 'application/json', ''],
  ['JSON null', 'application/json', 'null'],
  ['an array instead of an object', 'application/json', '[{"a":1}]'],
  ['a string instead of an object', 'application/json', '"text"'],
  ['a number instead of an object', 'application/json', '42'],
  ['invalid JSON', 'application/json', '{"a":'],
  ['a 10,000-level nested array', 'application/json', deeplyNested(10_000)],
  ['a 100,000-level nested array', 'application/json', deeplyNested(100_000)],
  ['a 10,000-level nested object', 'application/json', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ['a prototype-poisoning key', 'application/json', '{"__proto__":{"is_staff":true}}'],
  ['a constructor-poisoning key', 'application/json', '{"constructor":{"prototype":{"is_staff":true}}}'],
  ['a body over the size limit', 'application/json', JSON.stringify({ a: 'x'.repeat(300 * 1024) })],
  ['text/plain', 'text/plain', 'hello'],
  ['a form', 'application/x-www-form-urlencoded', 'username=a&password=b'],
  [
    'multipart',
    'multipart/form-data; boundary=sweep',
    '--sweep\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--sweep--',
  ],
  ['XML', 'application/xml', '<a>1</a>'],
  ['JSON in another charset', 'application/json; charset=utf-16', '{"a":1}'],
  ['a malformed content type', 'application/json;;;=', '{}'],
];

const HEADER_CASES: [name: string, headers: Record<string, string>][] = [
  ['a token of 10,000 characters', { authorization: `Bearer ${'x'.repeat(10_000)}` }],
  ['a malformed token', { authorization: 'Bearer a.b.c' }],
  ['a bare Bearer', { authorization: 'Bearer' }],
  ['Basic credentials', { authorization: 'Basic c3dlZXA6c3dlZXA=' }],
  ['a garbled refresh cookie', { cookie: `mb_refresh=%E0%A4%A; other=${'y'.repeat(5000)}` }],
  ['an idempotency key of 100 KB', { 'idempotency-key': 'k'.repeat(100 * 1024) }],
  ['a blank idempotency key', { 'idempotency-key': '        ' }],
];

const SEED = 20261123;

/**
 * Every request the sweep sends for one operation: each body field, path and query parameter
 * replaced in turn by each hostile value while the rest stays plausible, whole bodies that are
 * wrong in kind, odd headers, and fast-check's arbitrary JSON and text (fixed seed, so every run
 * sends the same requests).
 */
export function sweepRequests(operation: Operation, token: string, randomRuns: number): SweepRequest[] {
  const requests: SweepRequest[] = [];
  const auth: Record<string, string> = operation.token === 'none' ? {} : { authorization: `Bearer ${token}` };
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const samplePath: Record<string, string> = Object.fromEntries(pathParams.map((p) => [p.name, '1']));
  const sampleQuery: [string, string][] = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, encodeURIComponent(String(sampleValue(p.schema, p.name)))]);
  const urlWith = (path: Record<string, string> = samplePath, query: [string, string][] = sampleQuery) => {
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '1');
    return query.length ? `${url}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : url;
  };
  const sampleBody = operation.body ? sampleValue(operation.body) : undefined;
  const bodyText = sampleBody === undefined ? undefined : JSON.stringify(sampleBody);
  const add = (name: string, parts: Partial<Omit<SweepRequest, 'operation' | 'name' | 'method'>>) =>
    requests.push({
      operation,
      name,
      method: operation.method,
      url: parts.url ?? urlWith(),
      headers: { ...auth, ...(bodyText !== undefined ? { 'content-type': 'application/json' } : {}), ...parts.headers },
      payload: 'payload' in parts ? parts.payload : bodyText,
      repeated: parts.repeated,
    });

  add('a plausible request', {});
  if (operation.token !== 'none') {
    add('a plausible request without a token', { headers: { authorization: '' } });
  }

  if (operation.body) {
    for (const [path, schema] of fieldPaths(operation.body)) {
      const values = isDate(schema)
        ? [...FIELD_VALUES, ...DATE_VALUES.map(([name, date]): [string, string] => [name, JSON.stringify(date)])]
        : FIELD_VALUES;
      for (const [valueName, json] of values) {
        add(`${path.join('.')} = ${valueName}`, { payload: bodyWith(sampleBody, path, json) });
      }
    }
    // Repeated, as a client may: what each request adds must stay within what a single one may.
    const largest = JSON.stringify(sampleValue(operation.body, '', 'maximum'));
    if (largest !== bodyText) {
      for (let i = 1; i <= REPEATS; i += 1) {
        add(`every number at its maximum, sent ${i} of ${REPEATS}`, { payload: largest, repeated: true });
      }
    }
  }
  if (operation.method !== 'GET') {
    for (const [name, contentType, payload] of BODY_CASES) {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : { 'content-type': '' };
      add(`body: ${name}`, { headers, payload });
    }
  }
  for (const param of pathParams) {
    for (const [valueName, segment] of PATH_VALUES) {
      add(`path ${param.name} = ${valueName}`, { url: urlWith({ ...samplePath, [param.name]: segment }) });
    }
  }
  for (const param of queryParams) {
    const others = sampleQuery.filter(([name]) => name !== param.name);
    const values = isDate(param.schema)
      ? [...QUERY_VALUES, ...DATE_VALUES.map(([name, date]): [string, string] => [name, encodeURIComponent(date)])]
      : QUERY_VALUES;
    for (const [valueName, value] of values) {
      add(`query ${param.name} = ${valueName}`, { url: urlWith(samplePath, [...others, [param.name, value]]) });
    }
    add(`query ${param.name} repeated`, {
      url: urlWith(samplePath, [...others, [param.name, '1'], [param.name, '2']]),
    });
  }
  for (const name of EXTRA_QUERY_NAMES) {
    add(`query ${name} (undeclared)`, { url: urlWith(samplePath, [...sampleQuery, [name, '%00']]) });
  }
  for (const [name, headers] of HEADER_CASES) add(`header: ${name}`, { headers });

  // Arbitrary JSON in each top-level field, and arbitrary text in each query parameter.
  const fields = Object.keys(operation.body?.properties ?? {});
  if (fields.length) {
    const bodies = fc.sample(
      fc.record(Object.fromEntries(fields.map((field) => [field, fc.jsonValue({ maxDepth: 3 })])), {
        requiredKeys: [],
      }),
      { seed: SEED, numRuns: randomRuns },
    );
    for (const [i, body] of bodies.entries()) add(`arbitrary JSON fields #${i}`, { payload: JSON.stringify(body) });
  }
  if (queryParams.length) {
    const names = queryParams.map((p) => p.name);
    const queries = fc.sample(
      fc.dictionary(fc.constantFrom(...names), fc.string({ unit: 'binary', maxLength: 40 }), { maxKeys: 4 }),
      { seed: SEED, numRuns: randomRuns },
    );
    for (const [i, query] of queries.entries()) {
      const arbitrary = Object.entries(query).map(([name, value]): [string, string] => [name, percentEncode(value)]);
      add(`arbitrary query text #${i}`, { url: urlWith(samplePath, [...sampleQuery, ...arbitrary]) });
    }
  }
  return requests;
}

/** The body's JSON text with the field at `path` set to raw JSON (which may be what JSON.stringify cannot write, e.g. 1e309). */
function bodyWith(body: unknown, path: FieldPath, json: string | undefined): string {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  // An optional object the sample left out is created on the way to the field inside it.
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => {
    node[key] ??= {};
    return node[key] as Record<string | number, unknown>;
  }, copy);
  const key = path[path.length - 1] as string | number;
  const marker = '__sweep_value__';
  if (json === undefined) {
    delete parent[key];
    return JSON.stringify(copy);
  }
  parent[key] = marker;
  return JSON.stringify(copy).replace(`"${marker}"`, () => json);
}

/** Every UTF-8 byte percent-encoded: an unpaired surrogate becomes U+FFFD, as a browser would send it. */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}
