import { CircuitBreaker } from './circuit-breaker';

describe('Unit', () => {
  describe('CircuitBreaker', () => {
    let now = 0;
    const breaker = () =>
      new CircuitBreaker({
        failureThreshold: 3,
        coolDownMs: 1000,
        now: () => now,
      });

    beforeEach(() => {
      now = 0;
    });

    it('should open after N consecutive failures and refuse calls while open', () => {
      const circuit = breaker();
      circuit.recordFailure('a');
      circuit.recordFailure('b');
      expect(circuit.state).toBe('closed');
      circuit.recordFailure('c');
      expect(circuit.state).toBe('open');
      expect(circuit.tryAcquire()).toBe(false);
      expect(circuit.lastFailure).toBe('c');
      now = 400;
      expect(circuit.retryInMs()).toBe(600);
    });

    it('should count only consecutive failures', () => {
      const circuit = breaker();
      circuit.recordFailure('a');
      circuit.recordFailure('b');
      circuit.recordSuccess();
      circuit.recordFailure('c');
      expect(circuit.state).toBe('closed');
    });

    it('should let exactly one trial through after the cool-down, and close on its success', () => {
      const circuit = breaker();
      for (const reason of ['a', 'b', 'c']) circuit.recordFailure(reason);
      now = 1000;
      expect(circuit.state).toBe('half-open');
      expect(circuit.tryAcquire()).toBe(true);
      expect(circuit.tryAcquire()).toBe(false);
      circuit.recordSuccess();
      expect(circuit.state).toBe('closed');
      expect(circuit.tryAcquire()).toBe(true);
    });

    it('should open again for a full cool-down when the trial fails', () => {
      const circuit = breaker();
      for (const reason of ['a', 'b', 'c']) circuit.recordFailure(reason);
      now = 1500;
      expect(circuit.tryAcquire()).toBe(true);
      circuit.recordFailure('trial');
      expect(circuit.state).toBe('open');
      now = 2499;
      expect(circuit.state).toBe('open');
      now = 2500;
      expect(circuit.state).toBe('half-open');
    });
  });
});
