import type { ActiveBookmakersResponse, AdminBookmakerRow, CatalogueSource } from '@overlay/contracts';
import { bookmakerColour } from '@overlay/domain';
import type { BookmakerRecord } from '@overlay/domain';
import type { SourceCatalogue } from '../application/source-catalogue.cache';

function toCatalogueSource(record: BookmakerRecord): CatalogueSource {
  return { name: record.name, kind: record.kind, colour: bookmakerColour(record.name) };
}

export function toActiveBookmakers(catalogue: SourceCatalogue): ActiveBookmakersResponse {
  return { bookmakers: [...catalogue.bookmakers], sources: catalogue.active.map(toCatalogueSource) };
}

export function toAdminBookmakerRow(record: BookmakerRecord): AdminBookmakerRow {
  return {
    ...toCatalogueSource(record),
    isActive: record.isActive,
    isCustom: record.isCustom,
    firstSeenAt: record.firstSeenAt,
    lastSeenAt: record.lastSeenAt,
  };
}
