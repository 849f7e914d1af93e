import { Module } from '@nestjs/common';
import { BrowserEventHub } from './http/browser-event-hub';
import { EventsController } from './events.controller';

/** The browsers' event stream, `/api/events`: one subscriber of the event bus for every open page. */
@Module({
  controllers: [EventsController],
  providers: [BrowserEventHub],
  exports: [BrowserEventHub],
})
export class EventsModule {}
