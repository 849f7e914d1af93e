// The Betwatch GraphQL fake lives with the adapter it fakes, under the infrastructure's test
// fixtures; api tests drive the product against it over real HTTP (docs/feeds.md).
// eslint-disable-next-line @nx/enforce-module-boundaries -- test-only: the fake is a fixture, never part of the api
export { FAKE_API_KEY as FAKE_GRAPHQL_KEY, fakeBetwatchApi, fixtureRaces } from '../../../../libs/infrastructure/src/feeds/betwatch-graphql/__fixtures__/fake-betwatch.api';
// eslint-disable-next-line @nx/enforce-module-boundaries -- test-only, as above
export type { FakeBetwatchFaults } from '../../../../libs/infrastructure/src/feeds/betwatch-graphql/__fixtures__/fake-betwatch.api';
// eslint-disable-next-line @nx/enforce-module-boundaries -- test-only, as above
export { ScriptedHttpServer } from '../../../../libs/infrastructure/src/feeds/http/__fixtures__/scripted-http.server';
