import type { ModalFuncProps } from 'antd';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';

/** The confirm dialogs a page asks for. */
export interface ModalApi {
  confirm(config: ModalFuncProps): void;
}

const ModalContext = createContext<ModalApi | null>(null);

/** The kit's dialogs, loaded with the first one asked for: no page draws one as it opens. */
const ModalHost = lazy(() => import('./ModalHost'));

/**
 * Confirm dialogs that follow the app's theme and locale (inside the shell only). The dialogs' code
 * (antd's Modal, some 25 KB before compression) is not on the first load: the first request loads it,
 * and requests made meanwhile are shown in order once it has loaded.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<readonly ModalFuncProps[]>([]);
  const [wanted, setWanted] = useState(false);
  const api = useMemo<ModalApi>(
    () => ({
      confirm: (config) => {
        setWanted(true);
        setPending((queue) => [...queue, config]);
      },
    }),
    [],
  );
  const shown = useCallback((count: number) => setPending((queue) => queue.slice(count)), []);
  return (
    <ModalContext.Provider value={api}>
      {wanted && (
        <Suspense fallback={null}>
          <ModalHost pending={pending} shown={shown} />
        </Suspense>
      )}
      {children}
    </ModalContext.Provider>
  );
}

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal needs <ModalProvider>');
  return api;
}
