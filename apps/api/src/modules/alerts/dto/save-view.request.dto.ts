import type { SaveViewBody } from '@overlay/contracts';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { FAIR_PRICE_METHODS, VIEW_NAME_MAX } from '@overlay/domain';
import type { FairPriceMethod } from '@overlay/domain';
import { MaxLengthWhenString, Omittable, ShownText } from '../../../common/pipes/validators';

const NAME = `View name must be 1 to ${VIEW_NAME_MAX} characters`;

/** `POST /api/users/me/views`: the dashboard's address query (without '?'), checked by the use case as strictly as a filter. */
export class SaveViewRequestDto implements SaveViewBody {
  @ShownText({
    max: VIEW_NAME_MAX,
    hidden: 'View name must not contain control, invisible or text-direction characters',
    tooLong: NAME,
    notText: NAME,
  })
  // Counted once trimmed: '   ' is no name.
  @Matches(/\S/, { message: NAME })
  name!: string;

  @IsString({ message: 'query must be the dashboard address query (text)' })
  @MaxLengthWhenString(4000, { message: 'query is at most 4000 characters' })
  query!: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsIn(FAIR_PRICE_METHODS, { message: `fairMethod must be one of ${FAIR_PRICE_METHODS.join(', ')} or null` })
  fairMethod?: FairPriceMethod | null;

  @Omittable()
  @IsBoolean({ message: 'isDefault must be true or false' })
  isDefault?: boolean;
}
