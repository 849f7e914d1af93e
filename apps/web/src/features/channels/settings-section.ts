/** The Alert channels card on its own, for app/'s lazy settings route. */
export { AlertChannelsCard } from './components/alert-channels-card';
