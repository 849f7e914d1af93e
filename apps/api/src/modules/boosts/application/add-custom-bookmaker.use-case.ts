import { Injectable } from '@nestjs/common';
import {
  BoostError,
  BookmakerRepository,
  TransactionRunner,
  normaliseCustomBookmakerName,
} from '@overlay/domain';
import type { BookmakerRecord, SourceKind, User } from '@overlay/domain';
import { BoostChangesPublisher } from './boost-changes.publisher';

/**
 * POST /api/bet-boosts/bookmakers: a bookmaker beyond the catalogue, switched on at once. A name
 * the catalogue holds is that source (refused while an admin has it switched off). The name, its
 * audit row and its event are stored in one transaction, or none is.
 */
@Injectable()
export class AddCustomBookmakerUseCase {
  constructor(
    private readonly bookmakers: BookmakerRepository,
    private readonly publisher: BoostChangesPublisher,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(name: string, actor: User): Promise<BookmakerRecord> {
    const trimmed = normaliseCustomBookmakerName(name);
    if (trimmed === null) throw new BoostError('BOOKMAKER_NAME_REQUIRED');
    // The same name in another case is that bookmaker (as the catalogue holds it); one that only looks
    // like it ("ТАВ" in Cyrillic, "Sp0rtsbet") would be a second "TAB" in every list: the
    // catalogue refuses it, also when two such names are added at once.
    return this.transactions.run(async (tx) => {
      const outcome = await this.bookmakers.addCustom(trimmed, tx);
      if (outcome.looksLike !== undefined) {
        throw new BoostError('BOOKMAKER_NAME_LOOKS_TAKEN', `'${trimmed}' looks like the bookmaker '${outcome.looksLike}', which exists already`);
      }
      const bookmaker = outcome.stored;
      if (!bookmaker.isActive) throw new BoostError('BOOKMAKER_SWITCHED_OFF');
      if (bookmaker.kind !== 'bookmaker')
        throw new BoostError('BOOKMAKER_UNKNOWN', `'${bookmaker.name}' is ${NOT_A_BOOKMAKER[bookmaker.kind]}, not a bookmaker`);
      await this.publisher.bookmakerAdded(bookmaker, actor.id, tx);
      return bookmaker;
    });
  }
}

const NOT_A_BOOKMAKER: Record<Exclude<SourceKind, 'bookmaker'>, string> = { tote: 'a tote', exchange: 'an exchange' };
