import type { KybFileKind } from '@mc/contract';
import { useRef, useState } from 'react';
import { isApiError } from '../../lib/http/apiError';
import { setDraft } from './api';
import { uploadKybFiles } from './upload';

export interface UploadInFlight {
  uid: string;
  kind: KybFileKind;
  name: string;
  size: number;
  percent: number;
}

export interface KybUploads {
  /** The uploads under way, as rendered. */
  inFlight: UploadInFlight[];
  /** The uploads under way now, also those React has not rendered yet. */
  pending: () => UploadInFlight[];
  /** Counts a file as under way (its bytes count against the limits) before it is sent. */
  begin: (kind: KybFileKind, file: File & { uid: string }) => void;
  /** Sends a file begun; on success the draft follows and the kind's problem is cleared, else named. */
  send: (kind: KybFileKind, file: File & { uid: string }) => void;
  /** Resolves once no upload is under way (at once when none is). */
  settled: () => Promise<void>;
}

/** A failed call's message for the document it concerns. */
export const errorText = (error: unknown) =>
  isApiError(error) ? (error.errors[0]?.message ?? error.message) : String(error);

/** The KYB documents being uploaded, kept by the wizard so that its steps can wait for them. */
export function useKybUploads(onProblem: (kind: KybFileKind, text: string | undefined) => void): KybUploads {
  const [inFlight, setInFlight] = useState<UploadInFlight[]>([]);
  const flying = useRef<UploadInFlight[]>([]);
  const waiting = useRef<(() => void)[]>([]);

  const track = (next: UploadInFlight[]) => {
    flying.current = next;
    setInFlight(next);
    if (next.length === 0) for (const done of waiting.current.splice(0)) done();
  };

  return {
    inFlight,
    pending: () => flying.current,
    begin: (kind, file) =>
      track([...flying.current, { uid: file.uid, kind, name: file.name, size: file.size, percent: 0 }]),
    send: (kind, file) => {
      const progress = (percent: number) =>
        track(flying.current.map((x) => (x.uid === file.uid ? { ...x, percent } : x)));
      uploadKybFiles([{ kind, file, name: file.name }], progress)
        .then((updated) => {
          setDraft(updated);
          onProblem(kind, undefined);
        })
        .catch((error: unknown) => onProblem(kind, errorText(error)))
        .finally(() => track(flying.current.filter((x) => x.uid !== file.uid)));
    },
    settled: () =>
      flying.current.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.current.push(resolve);
          }),
  };
}
