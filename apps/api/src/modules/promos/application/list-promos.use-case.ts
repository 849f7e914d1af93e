import { Injectable } from '@nestjs/common';
import { PromoRepository } from '@overlay/domain';
import type { PromoListing, User } from '@overlay/domain';

/** GET /api/promos: the global promos and the caller's personal ones, newest first. */
@Injectable()
export class ListPromosUseCase {
  constructor(private readonly promos: PromoRepository) {}

  execute(viewer: User): Promise<PromoListing[]> {
    return this.promos.listVisibleTo(viewer.id);
  }
}
