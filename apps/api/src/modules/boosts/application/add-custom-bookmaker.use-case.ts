import { Injectable } from '@nestjs/common';
import {
  BoostError,
  BookmakerRepository,
  normaliseCustomBookmakerName,
} from '@overlay/domain';
import type { BookmakerRecord, User } from '@overlay/domain';
import { BoostChangesPublisher } from './boost-changes.publisher';

/** POST /api/bet-boosts/bookmakers: a bookmaker beyond the 17, active at once (or reactivated). */
@Injectable()
export class AddCustomBookmakerUseCase {
  constructor(
    private readonly bookmakers: BookmakerRepository,
    private readonly publisher: BoostChangesPublisher,
  ) {}

  async execute(name: string, actor: User): Promise<BookmakerRecord> {
    const trimmed = normaliseCustomBookmakerName(name);
    if (trimmed === null) throw new BoostError('BOOKMAKER_NAME_REQUIRED');
    const bookmaker = await this.bookmakers.addCustom(trimmed);
    await this.publisher.bookmakerAdded(bookmaker, actor.id);
    return bookmaker;
  }
}
