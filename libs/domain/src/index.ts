export * from './racing/race-code';
export * from './racing/bookmakers';
export * from './market/market-snapshot';
export * from './user/user-role';
export * from './user/permissions';
export * from './market/odds-feed.port';
export * from './market/market-snapshot.errors';
export * from './market/market-snapshot.validation';
