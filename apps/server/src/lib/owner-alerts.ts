/**
 * Things the shop owner must hear about soon, raised by use cases and sweeps. Nothing here sends
 * anything: a notifier (e-mail, SMS) subscribes in app.ts; the console shows the same facts from
 * the database (held orders, the provider health table), so an alert with no listener is not lost.
 */
export type OwnerAlert =
  | { kind: 'circuit_open'; providerId: number; failures: number; openUntil: string; lastError: string }
  | { kind: 'cost_guard'; orderId: number; serviceId: number; reason: string }
  | { kind: 'low_balance'; providerId: number; providerName: string; balanceWon: number; thresholdWon: number };

export interface OwnerAlerts {
  emit(alert: OwnerAlert): void;
  /** Returns the function that stops listening. */
  subscribe(listener: (alert: OwnerAlert) => void | Promise<void>): () => void;
}

export function createOwnerAlerts(onListenerError: (err: unknown) => void = () => {}): OwnerAlerts {
  const listeners = new Set<(alert: OwnerAlert) => void | Promise<void>>();
  return {
    emit(alert) {
      // A failing listener (an SMTP outage) never fails the send or sweep that raised the alert.
      for (const l of listeners) {
        try {
          void Promise.resolve(l(alert)).catch(onListenerError);
        } catch (err) {
          onListenerError(err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
