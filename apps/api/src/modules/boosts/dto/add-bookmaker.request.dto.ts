import { BOOST_ERROR_MESSAGES } from '@overlay/domain';
import { ShownText } from '../../../common/pipes/validators';

/** POST /api/bet-boosts/bookmakers: a custom bookmaker (trimmed, non-empty, unique without case after NFKC). */
export class AddBookmakerRequestDto {
  @ShownText({
    max: 60,
    hidden: 'Bookmaker names must not contain control, invisible or text-direction characters',
    tooLong: 'Bookmaker names are at most 60 characters',
    notText: BOOST_ERROR_MESSAGES.BOOKMAKER_NAME_REQUIRED,
  })
  name!: string;
}
