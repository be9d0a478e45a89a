import type { APIRequestContext } from '@playwright/test';

/** The newest 6-digit code mailed to an address, from the dev mailbox. */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { items: { text: string }[] } };
    const code = /\b(\d{6})\b/.exec(body.data.items[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}

export const uniqueEmail = () => `e2e.${Date.now().toString(36)}@example.com`;
