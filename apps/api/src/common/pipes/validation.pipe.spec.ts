import { BadRequestException } from '@nestjs/common';
import { IsInt, Max, MinLength } from 'class-validator';
import { createValidationPipe } from './validation.pipe';

class Dto {
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  name!: string;

  @IsInt({ message: 'Threshold must be a whole number' })
  @Max(50, { message: 'Threshold must be a whole number' })
  threshold!: number;
}

describe('Unit', () => {
  describe('createValidationPipe', () => {
    const pipe = createValidationPipe();
    const validate = (value: unknown) => pipe.transform(value, { type: 'body', metatype: Dto });

    it('should pass a valid body through as the DTO', async () => {
      await expect(validate({ name: 'Ann', threshold: 3 })).resolves.toBeInstanceOf(Dto);
    });

    it('should answer 400 with one message per broken rule, without repeats', async () => {
      const error = await validate({ name: 'A', threshold: 99.5 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toMatchObject({
        message: ['Name must be at least 2 characters', 'Threshold must be a whole number'],
      });
    });

    it('should name unknown fields plainly', async () => {
      const error = (await validate({ name: 'Ann', threshold: 1, role: 'admin' }).catch(
        (caught: unknown) => caught,
      )) as BadRequestException;
      expect(error.getResponse()).toMatchObject({ message: ["Unknown field 'role'"] });
    });
  });
});
