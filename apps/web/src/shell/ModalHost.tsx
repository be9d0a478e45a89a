import { Modal, type ModalFuncProps } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * The kit's dialogs inside the shell's theme and locale: shows each pending request and tells the
 * provider how many it took. Stays mounted once loaded (the dialogs live in its holder).
 */
export default function ModalHost({
  pending,
  shown,
}: {
  pending: readonly ModalFuncProps[];
  shown: (count: number) => void;
}) {
  const [api, holder] = Modal.useModal();
  // the requests already shown, should the effect run again for the same ones
  const taken = useRef<readonly ModalFuncProps[] | null>(null);
  useEffect(() => {
    if (pending.length === 0 || taken.current === pending) return;
    taken.current = pending;
    for (const config of pending) api.confirm(config);
    shown(pending.length);
  }, [pending, api, shown]);
  return holder;
}
