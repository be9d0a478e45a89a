import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type NoticeKind, setNotifier } from '../../lib/notify';
import './toasts.css';

interface Shown {
  id: number;
  kind: NoticeKind;
  text: string;
}

let next = 0;

/** The public pages' toasts (lib/notify's host there): plain messages at the top, gone after their seconds. */
export function PublicToasts() {
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(() => {
    setNotifier({
      show(kind, text, seconds = 3) {
        next += 1;
        const id = next;
        setShown((list) => [...list, { id, kind, text }]);
        setTimeout(() => setShown((list) => list.filter((t) => t.id !== id)), seconds * 1000);
      },
    });
    return () => setNotifier(null);
  }, []);
  return (
    <div className="mc-toasts" role="status" aria-live="polite">
      {shown.map((t) => (
        <div key={t.id} className={`mc-toast mc-toast-${t.kind}`} data-testid="toast" data-kind={t.kind}>
          {t.text}
        </div>
      ))}
    </div>
  );
}

/** Mounts the host beside the page (when the first toast is asked for: nothing of it before). */
export function mountToasts(): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  createRoot(host).render(<PublicToasts />);
}
