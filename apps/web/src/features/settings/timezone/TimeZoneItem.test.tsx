import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { cachedMerchantInfo } from '../../../lib/merchantInfoQuery';
import { queryClient } from '../../../lib/queryClient';
import { timeZoneOptions } from '../../../lib/timeZones';
import { ModalProvider } from '../../../shell/ModalProvider';
import { logInAs, ownerInfo, userInfo } from '../../../test/merchantInfo';
import { renderRoute } from '../../../test/renderRoute';
import { TimeZoneItem } from './TimeZoneItem';

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((() => undefined) as never);
});

function renderItem(info = ownerInfo) {
  queryClient.clear();
  logInAs(info);
  return renderRoute(
    <ModalProvider>
      <TimeZoneItem timezone={info.timezone} />
    </ModalProvider>,
    '/',
  );
}

/** Opens the dialog, types into the zone's search and picks the option titled `zone`. */
async function pick(search: string, zone: string) {
  fireEvent.click(await screen.findByTestId('profile-timezone-change'));
  const select = await screen.findByTestId('timezone-select');
  const input = select.querySelector('input') ?? select;
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByTitle(zone));
}

const saves = () => vi.mocked(call).mock.calls.filter(([route]) => route.path === '/merchant/settings');

describe("the merchant's time zone on the settings page", () => {
  beforeEach(async () => {
    vi.mocked(call).mockReset();
    await setLanguage('cn');
  });

  it('offers every IANA zone the browser knows, UTC first, and the current one even when the browser lacks it', () => {
    const options = timeZoneOptions('Asia/Shanghai').map((o) => o.value);
    expect(options[0]).toBe('UTC');
    expect(options).toEqual(expect.arrayContaining(Intl.supportedValuesOf('timeZone')));
    expect(timeZoneOptions('Mars/Olympus').map((o) => o.value)).toContain('Mars/Olympus');
  });

  it('shows the zone, finds a zone by search and saves it; the merchant carries the zone kept', async () => {
    vi.mocked(call).mockImplementation(async (_route, input) => input);
    renderItem();
    expect((await screen.findByTestId('profile-timezone')).textContent).toBe('Asia/Shanghai');
    await pick('London', 'Europe/London');
    fireEvent.click(screen.getByTestId('timezone-save'));
    await waitFor(() => expect(saves().at(-1)?.[1]).toEqual({ timezone: 'Europe/London' }));
    await waitFor(() => expect(cachedMerchantInfo()?.timezone).toBe('Europe/London'));
    expect(await screen.findByText('时区已保存')).toBeTruthy();
  });

  it('puts the server’s 422 on the time zone field', async () => {
    vi.mocked(call).mockRejectedValue(
      new ApiError({
        status: 422,
        code: 422,
        message: '参数错误',
        errors: [{ field: 'timezone', message: '请选择有效的时区' }],
      }),
    );
    renderItem();
    await pick('Tokyo', 'Asia/Tokyo');
    fireEvent.click(screen.getByTestId('timezone-save'));
    expect(await screen.findByText('请选择有效的时区')).toBeTruthy();
    expect(cachedMerchantInfo()?.timezone).toBe('Asia/Shanghai');
  });

  it('speaks English, and offers no change to a role that may not change the settings', async () => {
    await setLanguage('en');
    renderItem(userInfo(['account.own', 'settings.read']));
    expect((await screen.findByTestId('profile-timezone')).textContent).toBe('Asia/Shanghai');
    expect(screen.queryByTestId('profile-timezone-change')).toBeNull();
  });

  it('names the dialog and its field in English', async () => {
    await setLanguage('en');
    renderItem();
    fireEvent.click(await screen.findByTestId('profile-timezone-change'));
    expect(await screen.findByText('Merchant time zone')).toBeTruthy();
    expect(screen.getByText('Time zone')).toBeTruthy();
  });
});
