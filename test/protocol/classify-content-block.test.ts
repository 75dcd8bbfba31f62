import { classifyContentBlock } from '../../src/protocol/index';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('classifyContentBlock', () => {
  it('draws MCP images only for png, jpeg, gif and webp data', () => {
    expect(classifyContentBlock({ type: 'image', data: PNG, mimeType: 'image/png' })).toMatchObject({
      kind: 'image',
      src: `data:image/png;base64,${PNG}`,
    });
    expect(classifyContentBlock({ type: 'image', data: PNG, mimeType: 'image/svg+xml' })).toMatchObject({
      kind: 'image-refused',
      reason: 'type',
    });
  });
  it('never lets a URL or a data URL through the data field', () => {
    expect(
      classifyContentBlock({ type: 'image', data: 'https://evil.test/x.png', mimeType: 'image/png' }),
    ).toMatchObject({
      kind: 'image-refused',
      reason: 'data',
    });
    expect(
      classifyContentBlock({ type: 'image', data: 'data:image/svg+xml;base64,AAAA', mimeType: 'image/png' }),
    ).toMatchObject({ kind: 'image-refused' });
  });
  it('keeps a DSH attachment as a placeholder with its metadata', () => {
    expect(classifyContentBlock({ type: 'image', attachment: { id: 'a1', width: 10 } })).toEqual({
      kind: 'image-attachment',
      attachment: { id: 'a1', width: 10 },
    });
  });
  it('links resource links only for http(s)', () => {
    expect(classifyContentBlock({ type: 'resource_link', uri: 'https://x.test/a', name: 'A' })).toMatchObject({
      href: 'https://x.test/a',
      name: 'A',
    });
    expect(classifyContentBlock({ type: 'resource_link', uri: 'javascript:alert(1)' })).toMatchObject({
      href: undefined,
    });
  });
  it('shows embedded resources with their text or blob size', () => {
    expect(
      classifyContentBlock({
        type: 'resource',
        resource: { uri: 'file:///a.txt', text: 'hi', mimeType: 'text/plain' },
      }),
    ).toMatchObject({
      kind: 'resource',
      text: 'hi',
      href: undefined,
    });
    expect(classifyContentBlock({ type: 'resource', resource: { uri: 'file:///a.bin', blob: 'AAAA' } })).toMatchObject({
      blobLength: 4,
    });
  });
  it('plays MCP audio only from inline base64 audio/* data, never from a URL', () => {
    expect(classifyContentBlock({ type: 'audio', data: 'UklGRiQAAABXQVZF', mimeType: 'audio/wav' })).toEqual({
      kind: 'audio',
      src: 'data:audio/wav;base64,UklGRiQAAABXQVZF',
      mimeType: 'audio/wav',
      byteLength: 12,
    });
    expect(classifyContentBlock({ type: 'audio', data: 'https://evil.test/a.mp3', mimeType: 'audio/mpeg' })).toEqual({
      kind: 'audio-refused',
      mimeType: 'audio/mpeg',
    });
    expect(classifyContentBlock({ type: 'audio', data: 'AAAA', mimeType: 'video/mp4' })).toEqual({
      kind: 'audio-refused',
      mimeType: 'video/mp4',
    });
    expect(classifyContentBlock({ type: 'audio', data: 'AAAA', mimeType: 'audio/wav;x=<b>' })).toMatchObject({
      kind: 'audio-refused',
    });
    expect(classifyContentBlock({ type: 'audio', data: 'x' })).toEqual({ kind: 'audio-refused', mimeType: undefined });
  });
  it('keeps every field of a resource link that a view shows', () => {
    expect(
      classifyContentBlock({
        type: 'resource_link',
        uri: 'file:///src/main.rs',
        name: 'main.rs',
        title: 'Main',
        description: 'Entry point',
        mimeType: 'text/x-rust',
      }),
    ).toEqual({
      kind: 'resource-link',
      uri: 'file:///src/main.rs',
      href: undefined,
      name: 'main.rs',
      title: 'Main',
      description: 'Entry point',
      mimeType: 'text/x-rust',
    });
  });
  it.each([{ type: 'audio' }, { type: 'text', text: 5 }, { type: 'resource' }, 'text', null, 7])(
    'keeps %j as a JSON block',
    (block) => {
      expect(classifyContentBlock(block)).toEqual({ kind: 'other', value: block });
    },
  );
});
