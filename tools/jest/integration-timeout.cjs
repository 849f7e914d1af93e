// Jest reads `testTimeout` from the global config only: a project's own value is ignored, so the
// integration project sets its longer limit here (booting the app on a busy CI box takes seconds).
jest.setTimeout(60_000);
