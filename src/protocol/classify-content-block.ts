import { safeHref } from './safe-href';

/** Image types that may be drawn from inline base64 data (never SVG: it can carry script). */
export const DRAWABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** An `audio/*` media type, strict enough to sit inside a `data:` URL unescaped. */
const AUDIO_TYPE = /^audio\/[a-z0-9][a-z0-9.+-]*$/i;

/** A content block narrowed to what a view draws for it. */
export type ClassifiedContentBlock =
  | { kind: 'text'; text: string }
  | { kind: 'reasoning'; text: string }
  | { kind: 'image'; src: string; mimeType: string; byteLength: number }
  | { kind: 'image-attachment'; attachment: unknown }
  | { kind: 'image-refused'; mimeType: string | undefined; reason: 'type' | 'data' }
  | { kind: 'audio'; src: string; mimeType: string; byteLength: number }
  | { kind: 'audio-refused'; mimeType: string | undefined }
  | {
      kind: 'resource-link';
      uri: string;
      href: string | undefined;
      name: string | undefined;
      title: string | undefined;
      description: string | undefined;
      mimeType: string | undefined;
    }
  | {
      kind: 'resource';
      uri: string;
      href: string | undefined;
      mimeType: string | undefined;
      text: string | undefined;
      blobLength: number | undefined;
    }
  | { kind: 'other'; value: unknown };

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Narrows one content block (docs/protocol.md `ContentBlock`) to what can be drawn for it. Pure and
 * total: a block of an unknown type, or a known type with the wrong fields, is `other` and shows
 * as its JSON, so no block is ever dropped. Never throws: a block that cannot be read (a getter
 * or a proxy that throws) is `other` too.
 */
export function classifyContentBlock(block: unknown): ClassifiedContentBlock {
  try {
    return classify(block);
  } catch {
    return { kind: 'other', value: block };
  }
}

function classify(block: unknown): ClassifiedContentBlock {
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return { kind: 'other', value: block };
  const record = block as Record<string, unknown>;
  switch (record.type) {
    case 'text': {
      const text = stringField(record, 'text');
      return text === undefined ? { kind: 'other', value: block } : { kind: 'text', text };
    }
    case 'reasoning': {
      const text = stringField(record, 'text');
      return text === undefined ? { kind: 'other', value: block } : { kind: 'reasoning', text };
    }
    case 'image': {
      if (record.attachment !== undefined) return { kind: 'image-attachment', attachment: record.attachment };
      const mimeType = stringField(record, 'mimeType');
      const data = stringField(record, 'data');
      if (data === undefined) return { kind: 'other', value: block };
      if (!(DRAWABLE_IMAGE_TYPES as readonly string[]).includes(mimeType ?? '')) {
        return { kind: 'image-refused', mimeType, reason: 'type' };
      }
      // Only bare base64 reaches `src`: a URL or a `data:` string smuggled into `data` is refused.
      if (data.length === 0 || !BASE64.test(data)) return { kind: 'image-refused', mimeType, reason: 'data' };
      return {
        kind: 'image',
        src: `data:${mimeType};base64,${data}`,
        mimeType: mimeType as string,
        byteLength: Math.floor((data.length * 3) / 4),
      };
    }
    case 'audio': {
      const mimeType = stringField(record, 'mimeType');
      const data = stringField(record, 'data');
      if (data === undefined) return { kind: 'other', value: block };
      // Inline base64 `audio/*` only: never a URL, so playing a result fetches nothing.
      if (!AUDIO_TYPE.test(mimeType ?? '') || data.length === 0 || !BASE64.test(data))
        return { kind: 'audio-refused', mimeType };
      return {
        kind: 'audio',
        src: `data:${mimeType};base64,${data}`,
        mimeType: mimeType as string,
        byteLength: Math.floor((data.length * 3) / 4),
      };
    }
    case 'resource_link': {
      const uri = stringField(record, 'uri');
      if (uri === undefined) return { kind: 'other', value: block };
      return {
        kind: 'resource-link',
        uri,
        href: safeHref(uri),
        name: stringField(record, 'name'),
        title: stringField(record, 'title'),
        description: stringField(record, 'description'),
        mimeType: stringField(record, 'mimeType'),
      };
    }
    case 'resource': {
      const resource = record.resource;
      if (typeof resource !== 'object' || resource === null) return { kind: 'other', value: block };
      const fields = resource as Record<string, unknown>;
      const uri = stringField(fields, 'uri');
      if (uri === undefined) return { kind: 'other', value: block };
      const blob = stringField(fields, 'blob');
      return {
        kind: 'resource',
        uri,
        href: safeHref(uri),
        mimeType: stringField(fields, 'mimeType'),
        text: stringField(fields, 'text'),
        blobLength: blob === undefined ? undefined : blob.length,
      };
    }
    default:
      return { kind: 'other', value: block };
  }
}
