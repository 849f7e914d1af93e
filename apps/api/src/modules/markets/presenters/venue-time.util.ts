// The venue's local time lives in the domain (the engine's rows carry it too); re-exported here
// for the presenters of this module.
export {
  toZonedIso,
  venueLocalDate,
  venueLocalIso,
  zonedDate,
} from '@overlay/domain';
