import { formatCount } from '../../src/format/format-count';
import { formatDuration } from '../../src/format/format-duration';
import { resolveLabels } from '../../src/labels/default-labels';
import { JA_LABELS } from '../../src/label-packs/ja';
import { KO_LABELS } from '../../src/label-packs/ko';
import { ZH_LABELS } from '../../src/label-packs/zh';

const english = resolveLabels(undefined).duration;

describe('formatDuration', () => {
  it.each([
    [0, '0 ms'],
    [420, '420 ms'],
    [999.4, '999 ms'],
    [999.6, '1.0 s'],
    [1234, '1.2 s'],
    [9960, '10 s'],
    [12_400, '12 s'],
    [125_000, '2m 05s'],
    [3_720_000, '1h 02m'],
    [-5, ''],
    [Number.NaN, ''],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms, english)).toBe(text);
  });

  it.each([
    ['ko', KO_LABELS, ['420밀리초', '12초', '2분 05초', '1시간 02분']],
    ['ja', JA_LABELS, ['420ミリ秒', '12秒', '2分05秒', '1時間02分']],
    ['zh', ZH_LABELS, ['420毫秒', '12秒', '2分05秒', '1小时02分']],
  ])('reads in the %s pack’s units, with no English unit left', (_language, pack, texts) => {
    expect([420, 12_400, 125_000, 3_720_000].map((ms) => formatDuration(ms, pack.duration))).toEqual(texts);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [100_000, '100,000'],
    [20_000_000, '20,000,000'],
    [-1234, '-1,234'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [-1.5e22, '-15,000,000,000,000,000,000,000'],
  ])('%d reads %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});
