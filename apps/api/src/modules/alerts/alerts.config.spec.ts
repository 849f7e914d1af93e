import { loadAlertsConfig } from './alerts.config';

describe('Unit', () => {
  describe('loadAlertsConfig', () => {
    it('should link alerts to the port this instance serves on when PUBLIC_URL is unset', () => {
      expect(loadAlertsConfig({ PORT: '4400' }).publicUrl).toBe('http://localhost:4400');
      expect(loadAlertsConfig({}).publicUrl).toBe('http://localhost:3000');
    });

    it('should take PUBLIC_URL as given, without a trailing slash', () => {
      expect(loadAlertsConfig({ PORT: '4400', PUBLIC_URL: 'https://overlay.example/' }).publicUrl).toBe('https://overlay.example');
    });
  });
});
