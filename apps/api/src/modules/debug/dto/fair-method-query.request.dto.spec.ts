import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { parseFairPriceMethodParam } from '@overlay/domain';
import { validationMessages } from '../../../common/pipes/validation.pipe';
import { FairMethodQueryRequestDto } from './fair-method-query.request.dto';

function check(query: Record<string, unknown>): { value: FairMethodQueryRequestDto; messages: string[] } {
  const value = plainToInstance(FairMethodQueryRequestDto, query);
  return { value, messages: validationMessages(validateSync(value, { whitelist: true, forbidNonWhitelisted: true })) };
}

describe('Unit', () => {
  describe('FairMethodQueryRequestDto', () => {
    it('should read a method, and nothing when absent', () => {
      expect(check({ fair_method: 'shin' })).toMatchObject({ value: { fair_method: 'shin' }, messages: [] });
      expect(check({})).toMatchObject({ value: { fair_method: undefined }, messages: [] });
    });

    it.each([['nope'], [''], [['shin', 'power']]])(
      'should refuse %j with the sentence /api/opportunities uses',
      (raw) => {
        const text = Array.isArray(raw) ? raw.join(',') : raw;
        expect(() => parseFairPriceMethodParam(text)).toThrow();
        let expected = '';
        try {
          parseFairPriceMethodParam(text);
        } catch (error) {
          expected = (error as Error).message;
        }
        expect(check({ fair_method: raw }).messages).toEqual([expected]);
      },
    );
  });
});
