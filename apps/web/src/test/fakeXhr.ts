/** What a fake XMLHttpRequest noted of the request: its headers and the addresses it was opened on. */
export interface XhrRecord {
  headers?: Record<string, string>;
  urls?: string[];
}

/**
 * An XMLHttpRequest (the uploads' transport) that answers `status` with `body` as soon as it is sent,
 * noting its headers and address in `record` when given. Install it with `vi.stubGlobal`.
 */
export function xhrAnswering(status: number, body: unknown, record: XhrRecord = {}) {
  return class {
    status = status;
    statusText = '';
    responseText = JSON.stringify(body);
    timeout = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    open(_method: string, url: string) {
      record.urls?.push(url);
    }
    setRequestHeader(name: string, value: string) {
      if (record.headers) record.headers[name] = value;
    }
    send() {
      queueMicrotask(() => this.onload?.());
    }
  };
}
