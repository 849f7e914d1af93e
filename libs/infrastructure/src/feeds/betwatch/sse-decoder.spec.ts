import { SseDecoder } from './sse-decoder';

const ODDS =
  '{"id":"odd_1","eventId":"evt_1","marketId":"mkt_1","outcomeId":"out_1","source":{"id":"sportsbet","name":"Sportsbet","kind":"bookmaker"},"state":"available","price":3.2,"updatedAt":"2026-08-14T04:00:00Z"}';
const STREAM = `id: cur_1\nevent: ready\ndata: {"cursor":"cur_1"}\n\n: keepalive\n\nid: cur_2\nevent: odds\ndata: ${ODDS}\n\n`;

describe('Unit', () => {
  describe('SseDecoder', () => {
    it.each([1, 2, 3, 7, 17, 40, STREAM.length])(
      'should give the same events whatever the chunk size (%i bytes)',
      (size) => {
        const decoder = new SseDecoder();
        const bytes = new TextEncoder().encode(STREAM);
        const events = [];
        for (let i = 0; i < bytes.length; i += size)
          events.push(...decoder.push(bytes.slice(i, i + size)));
        expect(events).toEqual([
          { event: 'ready', data: '{"cursor":"cur_1"}', id: 'cur_1' },
          { event: 'odds', data: ODDS, id: 'cur_2' },
        ]);
      },
    );

    it('should read CRLF and CR line ends and join multi-line data with newlines', () => {
      const decoder = new SseDecoder();
      const events = decoder.push(
        'id: c\r\nevent: coverage\r\ndata: {"a":1,\r\ndata: "b":2}\r\n\r\nevent: ping\rid: d\rdata: {}\r\r',
      );
      // A CR ending a chunk may be half a CRLF: the blank line is known once the next byte comes.
      expect(events).toHaveLength(1);
      events.push(...decoder.push(': keepalive\n'));
      expect(events).toEqual([
        { event: 'coverage', data: '{"a":1,\n"b":2}', id: 'c' },
        { event: 'ping', data: '{}', id: 'd' },
      ]);
    });

    it('should keep the last id for later events and ignore an id holding a null character', () => {
      const events = new SseDecoder().push(
        'id: a\nevent: x\ndata: 1\n\nevent: y\ndata: 2\n\nid: b\0\nevent: z\ndata: 3\n\n',
      );
      expect(events.map((event) => event.id)).toEqual(['a', 'a', 'a']);
    });

    it('should never dispatch a frame cut off before its blank line (a dropped connection)', () => {
      const decoder = new SseDecoder();
      expect(
        decoder.push(`id: cur_3\nevent: odds\ndata: ${ODDS.slice(0, 30)}`),
      ).toEqual([]);
      // A new connection starts a new decoder: the half frame is gone, never half applied.
      expect(
        new SseDecoder().push(
          'id: cur_3\nevent: ping\ndata: {"cursor":"cur_3"}\n\n',
        ),
      ).toHaveLength(1);
    });

    it('should decode a UTF-8 character split across chunks', () => {
      const bytes = new TextEncoder().encode(
        'event: x\nid: 1\ndata: "Café"\n\n',
      );
      const decoder = new SseDecoder();
      const cut = bytes.indexOf(0xc3) + 1;
      expect(
        [
          ...decoder.push(bytes.slice(0, cut)),
          ...decoder.push(bytes.slice(cut)),
        ][0].data,
      ).toBe('"Café"');
    });
  });
});
