import { Module } from '@nestjs/common';
import { ValuationModule } from '../valuation';
import { BrowserEventHub } from './http/browser-event-hub';
import { EventStreamController } from './event-stream.controller';

/** The browsers' event stream, `/api/events`: one subscriber of the event bus for every open page. */
@Module({
  imports: [ValuationModule],
  controllers: [EventStreamController],
  providers: [BrowserEventHub],
  exports: [BrowserEventHub],
})
export class EventStreamModule {}
