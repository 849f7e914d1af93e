// Replies and request bodies that carry a domain object as it is (the engine's rows, the live
// page's messages, settings): declared once in @overlay/domain, named here so the web reads the
// whole wire from this library.
export type {
  AdminUserRow,
  AlertRuleInput,
  BettingSettings,
  CurrentUser,
  DebugCalcResult,
  DebugPromoCalculation,
  DeliveryOutcome,
  FlucsPoint,
  FlucsResponse,
  HistoryEntry,
  LiveMarketState,
  LiveMessage,
  LiveRaceInfo,
  LiveRow,
  LiveTickMessage,
  LiveTracking,
  Mover,
  MoversResponse,
  NotificationSettings,
  Opportunity,
  ParsedMatch,
  RaceSummary,
  StaleRace,
} from '@overlay/domain';
