import { BadRequestException } from '@nestjs/common';
import { uuidParam } from './uuid-param.pipe';

describe('Unit', () => {
  describe('uuidParam', () => {
    const meta = { type: 'param' as const, data: 'id' };

    it('should pass a UUID through as it is', async () => {
      const id = '3f2c1e4a-8b7d-4c6e-9f1a-2b3c4d5e6f70';
      await expect(uuidParam('Promo').transform(id, meta)).resolves.toBe(id);
    });

    it.each(['nope', '123', '3f2c1e4a-8b7d-4c6e-9f1a'])('should refuse %p with 400 and the thing named', async (value) => {
      const refusal = uuidParam('Bet').transform(value, meta);
      await expect(refusal).rejects.toBeInstanceOf(BadRequestException);
      await expect(refusal).rejects.toMatchObject({ response: { message: ['Bet id must be a UUID'] } });
    });
  });
});
