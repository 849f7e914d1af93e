import { Injectable } from '@nestjs/common';
import { SourceCatalogueCache } from './source-catalogue.cache';
import type { SourceCatalogue } from './source-catalogue.cache';

/** The source catalogue: every source for the admin and boost screens, the switched-on ones for the rest. */
@Injectable()
export class ListBookmakersUseCase {
  constructor(private readonly catalogue: SourceCatalogueCache) {}

  catalogueNow(): Promise<SourceCatalogue> {
    return this.catalogue.current();
  }

  /** The switched-on bookmakers' names (what a query's `bookmakers` is read against). */
  async activeNames(): Promise<readonly string[]> {
    return (await this.catalogue.current()).bookmakers;
  }
}
