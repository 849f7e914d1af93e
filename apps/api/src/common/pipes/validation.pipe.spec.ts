import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNumber, IsObject, IsString, Max, Min, MinLength, ValidateNested } from 'class-validator';
import { Omittable } from './validators';
import { createValidationPipe } from './validation.pipe';

class Dto {
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  name!: string;

  @IsInt({ message: 'Threshold must be a whole number' })
  @Max(50, { message: 'Threshold must be a whole number' })
  threshold!: number;
}

class Bounded {
  @IsNumber({}, { message: 'Odds must be at least 1.01' })
  @Min(1.01, { message: 'Odds must be at least 1.01' })
  @Max(10_000, { message: 'Odds must be at most 10000' })
  odds!: number;

  @IsArray({ message: 'Add at least one boost' })
  @ArrayMaxSize(2, { message: 'At most 2 boosts at once' })
  boosts!: number[];
}

class Leg {
  @IsString({ message: 'A leg names its runner' })
  runner!: string;
}

class Nested {
  @Omittable()
  @IsArray({ message: 'legs must be a list of runners' })
  @ValidateNested({ each: true })
  @Type(() => Leg)
  legs?: Leg[];

  @Omittable()
  @ValidateNested()
  @Type(() => Leg)
  @IsObject({ message: 'view must be an object' })
  view?: Leg;
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

    it("should give a value of the wrong type its type's message alone, not its upper bound", async () => {
      const messagesFor = async (body: unknown) => {
        const error = await pipe.transform(body, { type: 'body', metatype: Bounded }).catch((caught: unknown) => caught);
        return ((error as BadRequestException).getResponse() as { message: string[] }).message;
      };
      expect(await messagesFor({})).toEqual(['Odds must be at least 1.01', 'Add at least one boost']);
      expect(await messagesFor({ odds: '3', boosts: 'x' })).toEqual(['Odds must be at least 1.01', 'Add at least one boost']);
      // A number or a list out of bounds still says so.
      expect(await messagesFor({ odds: 20_000, boosts: [1, 2, 3] })).toEqual(['Odds must be at most 10000', 'At most 2 boosts at once']);
    });

    it("should answer a null or a text sent for a nested list or object with its type's message alone", async () => {
      const messagesFor = async (body: unknown) => {
        const error = await pipe.transform(body, { type: 'body', metatype: Nested }).catch((caught: unknown) => caught);
        return ((error as BadRequestException).getResponse() as { message: string[] }).message;
      };
      // Not class-validator's "nested property legs must be either object or array" besides.
      expect(await messagesFor({ legs: null, view: null })).toEqual(['legs must be a list of runners', 'view must be an object']);
      expect(await messagesFor({ legs: 'x', view: 'x' })).toEqual(['legs must be a list of runners', 'view must be an object']);
      // What is inside a list or an object is still checked.
      expect(await messagesFor({ legs: [{ runner: 3 }], view: { runner: 3 } })).toEqual(['A leg names its runner']);
      await expect(pipe.transform({}, { type: 'body', metatype: Nested })).resolves.toBeInstanceOf(Nested);
    });

    it('should name unknown fields plainly', async () => {
      const error = (await validate({ name: 'Ann', threshold: 1, role: 'admin' }).catch(
        (caught: unknown) => caught,
      )) as BadRequestException;
      expect(error.getResponse()).toMatchObject({ message: ["Unknown field 'role'"] });
    });
  });
});
