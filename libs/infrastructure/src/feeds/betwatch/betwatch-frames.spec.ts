import { frameOf } from './betwatch-frames';

const sse = (
  event: string | null,
  data: string,
  id: string | null = 'cur_1',
) => ({ event, data, id });

describe('Unit', () => {
  describe('frameOf (the stream policy)', () => {
    it.each([
      ['ping', '{"cursor":"cur_1"}', { type: 'control', name: 'ping' }],
      ['ready', '{"cursor":"cur_1"}', { type: 'control', name: 'ready' }],
      ['sync', '{"cursor":"cur_1"}', { type: 'control', name: 'sync' }],
      [
        'dividend',
        '{"amountCents":123}',
        { type: 'control', name: 'dividend' },
      ],
      [
        'resync',
        '{"reason":"canonical_merge"}',
        { type: 'resync', reason: 'canonical_merge' },
      ],
      [
        'error',
        '{"code":"incomplete_snapshot","detail":"x"}',
        { type: 'resync', reason: 'incomplete_snapshot' },
      ],
      [
        'error',
        '{"code":"stream_unavailable","detail":"nats down"}',
        { type: 'error', code: 'stream_unavailable', detail: 'nats down' },
      ],
      [
        'odds',
        '{"id":"odd_1"}',
        {
          type: 'malformed',
          name: 'odds',
          reason: 'eventId is missing or of the wrong type',
        },
      ],
      [
        'odds',
        '{not json',
        { type: 'malformed', name: 'odds', reason: 'data is not JSON' },
      ],
      [
        'odds_set',
        '{"eventId":"e","marketId":"m","items":{}}',
        { type: 'malformed', name: 'odds_set', reason: 'items is not a list' },
      ],
      [
        'coverage',
        '{"eventId":"e","marketId":"m","sourceId":"tab","state":"priced","complete":true,"observedAt":"2026-08-14T04:00:00Z"}',
        { type: 'coverage' },
      ],
    ])('should read a %s frame (%s)', (event, data, expected) => {
      expect(frameOf(sse(event, data))).toMatchObject({
        cursor: 'cur_1',
        ...expected,
      });
    });

    it('should refuse a named frame without an id and ignore an unnamed one', () => {
      expect(frameOf(sse('odds', '{}', null))).toMatchObject({
        type: 'malformed',
        cursor: null,
      });
      expect(frameOf(sse(null, '{}'))).toBeNull();
    });
  });
});
