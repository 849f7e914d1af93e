export { EventStreamModule } from './event-stream.module';
export { BrowserEventHub } from './http/browser-event-hub';
