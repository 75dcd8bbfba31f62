import fc from 'fast-check';
import {
  CARD_NAMES,
  classifyContentBlock,
  combineViews,
  displayHostname,
  effectiveStatus,
  fallbackIntent,
  isKnownCard,
  parseIntent,
  safeHref,
  splitDisplayUrl,
  statusPill,
} from '../../../src/protocol/index';
import { StatusSchema } from '../../../src/protocol/intent-schema';
import { INTENT_ARBITRARIES } from '../intent-arbitraries';
import { anyString, anyValue, anyValueOr, objectWith, plain, type Made } from '../hostile-arbitraries';
import type { NeverThrows } from './never-throws-property';

/*
 * The protocol's functions (`toolcards/protocol`, re-exported by `toolcards`): each given any
 * string, any JS value, hostile values, and objects with the fields it reads holding those.
 */

const STATUSES: readonly unknown[] = StatusSchema.options;
const INTENT_FIELDS = [
  'card',
  'title',
  'tool',
  'status',
  'isError',
  'error',
  'exitCode',
  'signal',
  'statusCode',
  'approval',
  'content',
  'kind',
  'url',
];

/** An intent of any card, valid or nearly, or any value at all. */
const intentOrAnything: fc.Arbitrary<Made> = fc.oneof(
  fc.constantFrom(...Object.values(INTENT_ARBITRARIES)).chain((arbitrary) => arbitrary.map(plain)),
  anyValueOr(INTENT_FIELDS),
);

/** A string that may be a URL: the URL-shaped ones, with any tail. */
const urlLike: fc.Arbitrary<Made> = fc.oneof(
  anyValue,
  fc
    .tuple(
      fc.constantFrom('https://', 'http://', 'HTTPS://', ' http://', 'https://user:pw@', 'http://[::1]:'),
      fc.constantFrom('example.com', 'x.test:8080', 'xn--a.com', '127.0.0.1', ''),
      anyString,
    )
    .map(([scheme, host, tail]) => plain(`${scheme}${host}${tail}`)),
);

/**
 * A link target as the kit gives it: ASCII only (everything else percent-encoded), an http(s) scheme, and read again
 * unchanged.
 */
function expectNormalisedHref(href: string): void {
  expect(href).toMatch(/^https?:\/\/[\x21-\x7e]+$/);
  expect(safeHref(href)).toBe(href);
}

/** A field's value: often a string, so a block of a known type gets past its first checks. */
const anyLeafOrString: fc.Arbitrary<Made> = fc.oneof(anyString.map(plain), anyValue);

const CLASSIFIED_KINDS = [
  'text',
  'reasoning',
  'image',
  'image-attachment',
  'image-refused',
  'audio',
  'audio-refused',
  'resource-link',
  'resource',
  'other',
];

/** The protocol's functions, by export name. */
export const PROTOCOL_EXPORTS: Record<string, NeverThrows> = {
  parseIntent: {
    property: fc.property(intentOrAnything, (make) => {
      const value = make();
      const result = parseIntent(value);
      if (result.ok) expect(result.intent).toBe(value);
      else {
        expect(['not-an-object', 'unknown-card', 'invalid-fields']).toContain(result.reason);
        for (const issue of result.errors)
          expect([typeof issue.path, typeof issue.message]).toEqual(['string', 'string']);
      }
    }),
  },
  isKnownCard: {
    property: fc.property(fc.oneof(anyValue, fc.constantFrom(...CARD_NAMES).map(plain)), (make) => {
      const card = make();
      expect(isKnownCard(card)).toBe((CARD_NAMES as readonly unknown[]).includes(card));
    }),
  },
  effectiveStatus: {
    property: fc.property(intentOrAnything, (make) => {
      const status = effectiveStatus(make());
      expect([...STATUSES, undefined]).toContain(status);
    }),
  },
  statusPill: {
    property: fc.property(
      fc.oneof(
        anyValueOr(['status', 'approval', 'exitCode', 'signal', 'statusCode']),
        fc
          .constantFrom(...STATUSES)
          .chain((status) => objectWith(['approval', 'exitCode', 'signal', 'statusCode'], anyValue, { status })),
      ),
      (make) => {
        const pill = statusPill(make());
        if (pill === undefined) return;
        expect(STATUSES).toContain(pill.status);
        expect(['requested', 'denied', undefined]).toContain(pill.approval);
        expect(['exit', 'signal', 'http', undefined]).toContain(pill.detail?.type);
      },
    ),
  },
  fallbackIntent: {
    property: fc.property(fc.oneof(anyString.map(plain), anyValue), anyValue, (name, args) => {
      const intent = fallbackIntent(name() as string, args());
      expect(intent.card).toBe('generic');
      expect(parseIntent(intent).ok).toBe(true);
    }),
  },
  combineViews: {
    property: fc.property(
      fc.oneof(
        anyValueOr(['tool', 'args', 'call', 'result', 'content', 'isError', 'error', 'status', 'durationMs']),
        objectWith(['tool', 'call', 'result', 'content', 'error', 'status'], intentOrAnything),
      ),
      (make) => {
        const intent = combineViews(make() as never);
        expect(typeof intent.card).toBe('string');
        expect(typeof parseIntent(intent).ok).toBe('boolean');
      },
    ),
  },
  safeHref: {
    property: fc.property(urlLike, (make) => {
      const href = safeHref(make());
      if (href !== undefined) expectNormalisedHref(href);
    }),
  },
  displayHostname: {
    property: fc.property(urlLike, (make) => {
      const value = make();
      const hostname = displayHostname(value);
      if (hostname === undefined) expect(safeHref(value)).toBeUndefined();
      else expect(hostname).toMatch(/^[a-z0-9._\-[\]:]+$/);
    }),
  },
  splitDisplayUrl: {
    property: fc.property(urlLike, (make) => {
      const value = make();
      const parts = splitDisplayUrl(value);
      if (parts === undefined) expect(safeHref(value)).toBeUndefined();
      else expect(`${parts.before}${parts.host}${parts.after}`).toBe(safeHref(value));
    }),
  },
  classifyContentBlock: {
    property: fc.property(
      fc.oneof(
        anyValueOr(['type', 'text', 'data', 'mimeType', 'attachment', 'uri', 'name', 'resource']),
        fc
          .constantFrom('text', 'reasoning', 'image', 'audio', 'resource_link', 'resource')
          .chain((type) =>
            objectWith(['text', 'data', 'mimeType', 'uri', 'resource', 'attachment'], anyLeafOrString, { type }),
          ),
      ),
      (make) => {
        expect(CLASSIFIED_KINDS).toContain(classifyContentBlock(make()).kind);
      },
    ),
  },
};
