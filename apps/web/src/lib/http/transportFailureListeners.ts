/** A request that failed without an envelope, as reported to the listeners. */
export interface TransportFailure {
  status: number;
  url: string;
  /** The text shown to the user. */
  message: string;
  /** The underlying error, as text. */
  cause: string;
}

type TransportFailureListener = (failure: TransportFailure) => void;
const listeners = new Set<TransportFailureListener>();

/** Hears every transport failure (the shell's log records them); returns the unsubscribe. */
export function onTransportFailure(listener: TransportFailureListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener about a failure (called by the HTTP client). */
export function reportTransportFailure(failure: TransportFailure): void {
  for (const listener of listeners) listener(failure);
}
