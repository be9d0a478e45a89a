import { message } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from '../lib/notify';

/** Mounts the themed antd message API and hands it to lib/notify (loaded after the first paint). */
export default function ToastHost() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    setNotifier({
      show(kind, text, seconds) {
        void api.open({ type: kind, content: text, duration: seconds ?? 3 });
      },
    });
    return () => setNotifier(null);
  }, [api]);
  return holder;
}
