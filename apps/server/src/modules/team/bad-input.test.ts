import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { loggedInMerchant, uniqueEmail } from '../../testing/scenarios';
import { as } from '../../testing/settings';
import { asInvitee, invite } from '../../testing/team';

const t = appPerFile();

describe('team endpoints: bad input answers 4xx, never 500', () => {
  it('merchant routes', async () => {
    const owner = await loggedInMerchant(t);
    const { id } = await invite(t, owner, uniqueEmail('kept'), 'viewer');
    const call = as(t, owner);
    const cases: [string, unknown, number[]][] = [
      ['/team/invitations', { email: 5, role: [] }, [422]],
      ['/team/invitations', { email: uniqueEmail(), role: 'viewer', extra: 1 }, [422]],
      ['/team/invitations', { email: 'not an email', role: 'viewer' }, [422]],
      ['/team/invitations', { email: uniqueEmail(), role: 'Bad Role!' }, [422]],
      ['/team/invitations', {}, [422]],
      [`/team/members/${id}/role`, { role: 7 }, [422]],
      [`/team/members/${id}/role`, { role: 'viewer', status: 'active' }, [422]],
      [`/team/members/${id}/status`, { status: 'removed' }, [422]],
      [`/team/members/${id}/status`, { status: null }, [422]],
      ['/team/members/not-a-uuid/role', { role: 'viewer' }, [404, 422]],
      ['/team/members/not-a-uuid/status', { status: 'disabled' }, [404, 422]],
      ['/team/members/not-a-uuid/remove', {}, [404, 422]],
      ['/team/members/not-a-uuid/resend', {}, [404, 422]],
      [`/team/members/${'f'.repeat(36)}/remove`, {}, [404, 422]],
    ];
    for (const [url, body, statuses] of cases) {
      const res = await call('POST', url, body);
      expect(statuses, `${url} ${JSON.stringify(body)}: ${res.res.body}`).toContain(res.status);
    }
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'cursor=%00', 'other=1']) {
      const res = await call('GET', `/team/members?${q}`);
      expect(res.status, q).toBe(422);
    }
    const unchanged = await call('GET', '/team/members');
    expect(unchanged.body.data.items.find((m: { id: string }) => m.id === id)).toMatchObject({
      role: 'viewer',
      status: 'invited',
    });
  });

  it('public routes', async () => {
    const call = asInvitee(t);
    const unknown = 'A'.repeat(43);
    expect((await call('GET', `/public/invitations/${unknown}`)).status).toBe(404);
    expect((await call('GET', '/public/invitations/short')).status).toBe(422);
    expect((await call('POST', '/public/invitations/authenticator', { token: 5 })).status).toBe(422);
    expect((await call('POST', '/public/invitations/authenticator', { token: unknown })).status).toBe(404);
    const accept = (body: unknown) => call('POST', '/public/invitations/accept', body);
    expect((await accept({})).status).toBe(422);
    expect((await accept({ token: unknown, name: 'x', password: 1, password_confirmation: 1 })).status).toBe(
      422,
    );
    const full = {
      token: unknown,
      name: 'Ada',
      password: 'Correct-Horse-42',
      password_confirmation: 'Correct-Horse-42',
    };
    expect((await accept({ ...full, extra: true })).status).toBe(422);
    expect((await accept({ ...full, totp_code: 'abcdef' })).status).toBe(422);
    expect((await accept({ ...full, name: '<b>' })).status).toBe(422);
    expect((await accept(full)).status).toBe(404);
  });
});
