import { ReadAhead } from './read-ahead';

describe('Unit', () => {
  describe('ReadAhead', () => {
    const setup = () => {
      const reads: string[] = [];
      const stored = new Map([['u1', 'a@x'], ['u2', 'b@x']]);
      const ahead = new ReadAhead<string | null>(
        async (ids) => {
          reads.push(`many:${ids.join(',')}`);
          return new Map(ids.flatMap((id) => (stored.has(id) ? [[id, stored.get(id) as string] as const] : [])));
        },
        async (id) => {
          reads.push(`one:${id}`);
          return stored.get(id) ?? null;
        },
        null,
      );
      return { ahead, reads, stored };
    };

    it('should answer a batch from one read, each user once, then read alone', async () => {
      const { ahead, reads, stored } = setup();
      await ahead.read(['u1', 'u2', 'u3'], 1000);
      expect(await ahead.get('u1', 1100)).toBe('a@x');
      expect(await ahead.get('u3', 1100)).toBeNull();
      stored.set('u1', 'new@x');
      // Used up: the next send reads the user's destination as it is now.
      expect(await ahead.get('u1', 1200)).toBe('new@x');
      expect(reads).toEqual(['many:u1,u2,u3', 'one:u1']);
    });

    it('should not answer from a read older than a few seconds', async () => {
      const { ahead, reads } = setup();
      await ahead.read(['u2'], 1000);
      expect(await ahead.get('u2', 1000 + 5000)).toBe('b@x');
      expect(reads).toEqual(['many:u2', 'one:u2']);
    });
  });
});
