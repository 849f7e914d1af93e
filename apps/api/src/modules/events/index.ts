export { EventsModule } from './events.module';
export { BrowserEventHub } from './http/browser-event-hub';
