import { Modal } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';

type HookAPI = ReturnType<typeof Modal.useModal>[0];

const ModalContext = createContext<HookAPI | null>(null);

/** Confirm dialogs that follow the app's theme and locale (inside the shell only). */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [api, holder] = Modal.useModal();
  return (
    <ModalContext.Provider value={api}>
      {holder}
      {children}
    </ModalContext.Provider>
  );
}

export function useModal(): HookAPI {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal needs <ModalProvider>');
  return api;
}
