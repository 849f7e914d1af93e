import * as engine from './index';

// testing/ holds spec and bench helpers (the object-row pipeline among them): never the public API.
describe('@overlay/ev-engine public surface', () => {
  it('should export nothing from testing/', () => {
    for (const name of ['buildOpportunities', 'buildRaceOpportunities'])
      expect(Object.keys(engine)).not.toContain(name);
  });
});
