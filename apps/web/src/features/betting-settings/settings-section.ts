/** The Staking section on its own, for app/'s lazy settings route (see index.ts). */
export { StakingSettingsCard } from './components/staking-settings-card';
