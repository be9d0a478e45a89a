import type { KybState, KybSubmissionDetail } from '@mc/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../lib/http/client';
import { queryClient } from '../../lib/queryClient';
import { logInAs } from '../../test/merchantInfo';
import { renderRoute } from '../../test/renderRoute';
import { kybKeys, setDraft } from './api';
import KybPage from './KybPage';

const limits = { max_files: 5, max_total_bytes: 10 * 1024 * 1024, accepted: ['pdf', 'png'] };

function draftWith(id: string, companyName: string): KybSubmissionDetail {
  return {
    id,
    merchant_id: 'm1',
    merchant_name: 'Harbor',
    status: 'draft',
    company_name: companyName,
    registration_number: '',
    file_count: 0,
    created_at: '2026-12-01T08:00:00.000Z',
    submitted_at: null,
    reviewed_at: null,
    reject_reason: null,
    form: { company_name: companyName } as KybSubmissionDetail['form'],
    files: [],
    total_bytes: 0,
    updated_at: '2026-12-01T08:00:00.000Z',
    reviewed_by: null,
  };
}

const stateWith = (draft: KybSubmissionDetail | null): KybState => ({
  kyb_status: 'not_submitted',
  editable: true,
  draft,
  last: null,
  limits,
});

let served: KybState;

beforeEach(() => {
  // jsdom lays nothing out: the page shows its top when it changes under the reader
  Element.prototype.scrollIntoView = () => undefined;
  queryClient.clear();
  logInAs();
  served = stateWith(null);
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path === '/merchant/kyb') return served;
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

const companyName = () => screen.getByTestId('kyb-company_name') as HTMLInputElement;

describe('/kyc-kyb', () => {
  it('keeps what is typed when the first save puts the new draft into the page', async () => {
    renderRoute(<KybPage />, '/kyc-kyb');
    await waitFor(() => expect(companyName()).toBeTruthy());
    fireEvent.change(companyName(), { target: { value: 'Harbor Trading' } });
    // the draft as the save sent it, answered while the merchant went on typing
    act(() => setDraft(draftWith('d1', 'Harbor')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(queryClient.getQueryData<KybState>(kybKeys.state)?.draft?.id).toBe('d1');
    expect(companyName().value).toBe('Harbor Trading');
  });

  it("starts the form from the server's draft, not from a copy cached on an earlier visit", async () => {
    queryClient.setQueryData(kybKeys.state, stateWith(draftWith('d1', 'Old name')));
    served = stateWith(draftWith('d1', 'Saved elsewhere'));
    renderRoute(<KybPage />, '/kyc-kyb');
    await waitFor(() => expect(companyName().value).toBe('Saved elsewhere'));
  });
});
