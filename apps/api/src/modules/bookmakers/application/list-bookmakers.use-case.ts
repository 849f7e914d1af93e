import { Injectable } from '@nestjs/common';
import { BookmakerRepository } from '@overlay/domain';
import type { BookmakerRecord } from '@overlay/domain';

/** The bookmaker list: every one for the boost screens, or the active names for filters. */
@Injectable()
export class ListBookmakersUseCase {
  constructor(private readonly bookmakers: BookmakerRepository) {}

  all(): Promise<BookmakerRecord[]> {
    return this.bookmakers.findAll();
  }

  activeNames(): Promise<string[]> {
    return this.bookmakers.findActiveNames();
  }
}
