import { IsString } from 'class-validator';
import { BOOST_ERROR_MESSAGES } from '@overlay/domain';
import { MaxLengthWhenString, VisibleText } from '../../../common/pipes/validators';

/** POST /api/bet-boosts/bookmakers: a custom bookmaker (trimmed, non-empty, unique without case after NFKC). */
export class AddBookmakerRequestDto {
  @IsString({ message: BOOST_ERROR_MESSAGES.BOOKMAKER_NAME_REQUIRED })
  @MaxLengthWhenString(60, {
    message: 'Bookmaker names are at most 60 characters',
  })
  @VisibleText({ message: 'Bookmaker names must not contain control, invisible or text-direction characters' })
  name!: string;
}
