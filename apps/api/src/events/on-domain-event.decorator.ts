import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEventMap, DomainEventName } from '@overlay/domain';

/**
 * `@OnEvent(name)` for an event of `DomainEventMap`, with the handler's payload type checked
 * against the catalogue. The EventBus delivers every event, local or from another instance,
 * through Nest's EventEmitter2; a handler that throws is logged, never thrown at the publisher.
 */
export function OnDomainEvent<N extends DomainEventName>(name: N) {
  return <H extends (payload: DomainEventMap[N]) => unknown>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    OnEvent(name)(target, key, descriptor);
  };
}
