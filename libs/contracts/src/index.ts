// The request and reply types of the HTTP api, shared by the api's presenters and DTOs and the
// web's RTK Query endpoints (docs/architecture.md §1). Types only: no framework, no runtime code.
export type * from './admin-users';
export type * from './alerts';
export type * from './auth';
export type * from './bets';
export type * from './bookmakers';
export type * from './boosts';
export type * from './channels';
export type * from './debug';
export type * from './domain-replies';
export type * from './health';
export type * from './live';
export type * from './markets';
export type * from './opportunities';
export type * from './promos';
export type * from './refresh';
export type * from './retention';
