import { toolNameOfPart } from '../../src/adapters/index';
import { dynamicMcp, inputAvailable } from '../fixtures/adapters/ai-sdk-parts';

describe('toolNameOfPart', () => {
  it('reads the name of a static tool part from its type', () => {
    expect(toolNameOfPart(inputAvailable)).toBe('getWeather');
  });

  it('keeps dashes in the name, like the SDK', () => {
    expect(toolNameOfPart({ type: 'tool-get-weather-now' })).toBe('get-weather-now');
  });

  it('reads the name of a dynamic tool part from toolName', () => {
    expect(toolNameOfPart(dynamicMcp)).toBe('search_issues');
  });

  it.each([
    { type: 'text', text: 'hi' },
    { type: 'reasoning', text: '…' },
    { type: 'step-start' },
    { type: 'data-weather', data: {} },
    { type: 'tool-' },
    { type: 'dynamic-tool' },
    { type: 'dynamic-tool', toolName: '' },
    { toolName: 'x' },
    null,
    undefined,
    'tool-x',
  ])('is undefined for what is not a tool part: %j', (part) => {
    expect(toolNameOfPart(part)).toBeUndefined();
  });

  it('is undefined, not a throw, for a part whose fields throw', () => {
    expect(
      toolNameOfPart(
        new Proxy(
          {},
          {
            get: () => {
              throw new Error('x');
            },
          },
        ),
      ),
    ).toBeUndefined();
  });
});
