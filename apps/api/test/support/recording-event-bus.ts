import type { DomainEventMap, DomainEventName } from '@overlay/domain';
import { InMemoryEventBus } from '@overlay/infrastructure';

/** An in-process bus that also remembers every published event, in order, as [name, payload]. */
export class RecordingEventBus extends InMemoryEventBus {
  readonly published: [DomainEventName, unknown][] = [];

  override publish<N extends DomainEventName>(name: N, payload: DomainEventMap[N]): void {
    this.published.push([name, payload]);
    super.publish(name, payload);
  }
}
