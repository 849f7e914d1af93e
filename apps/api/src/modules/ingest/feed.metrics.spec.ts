import { FeedError } from '@overlay/domain';
import { feedErrorCode } from './feed.metrics';

describe('Unit', () => {
  describe('feedErrorCode', () => {
    const http = (fields: object) => Object.assign(new Error('HTTP failed'), fields);

    it.each<[string, unknown, string]>([
      ['an HTTP status behind a FeedError', new FeedError('Refresh failed', http({ kind: 'status', status: 503 })), 'http_503'],
      ['a timeout along the causes', new FeedError('x', new Error('wrapped', { cause: http({ kind: 'timeout' }) })), 'timeout'],
      ['unreadable JSON', new FeedError('x', new Error('bad file', { cause: new SyntaxError('Unexpected token') })), 'invalid_snapshot'],
      ['nothing known', new FeedError('x', 'a string'), 'feed_failed'],
    ])('should name %s', (_name, error, code) => {
      expect(feedErrorCode(error)).toBe(code);
    });
  });
});
