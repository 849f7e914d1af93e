// The Betwatch v1 fake lives with the adapter it fakes, under the infrastructure's test fixtures;
// api tests drive the product against it over real HTTP, as a developer does (docs/feeds.md).
// eslint-disable-next-line @nx/enforce-module-boundaries -- test-only: the fake is a fixture, never part of the api
export {
  FAKE_BETWATCH_KEY,
  FakeBetwatchServer,
} from '../../../../libs/infrastructure/src/feeds/betwatch/__fixtures__/fake-betwatch.server';
// eslint-disable-next-line @nx/enforce-module-boundaries -- test-only, as above
export { ids as fakeBetwatchIds } from '../../../../libs/infrastructure/src/feeds/betwatch/__fixtures__/fake-betwatch.entities';
