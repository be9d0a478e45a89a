import type { KybSubmissionDetail } from '@mc/contract';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/apiError';
import * as upload from './upload';
import { uploadKybFiles } from './upload';
import { useKybUploads } from './useKybUploads';

beforeEach(() => {
  vi.spyOn(upload, 'uploadKybFiles').mockImplementation((() => undefined) as never);
});

/** An upload the test answers when it likes. */
function held() {
  let answer!: (draft: KybSubmissionDetail) => void;
  let refuse!: (error: unknown) => void;
  const promise = new Promise<KybSubmissionDetail>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

const file = (uid: string, name: string) => Object.assign(new File(['x'], name), { uid });
const draft = { files: [] } as unknown as KybSubmissionDetail;

describe('KYB uploads in flight', () => {
  it('settles only when every upload is done; a success clears its document problem', async () => {
    const licence = held();
    const photo = held();
    vi.mocked(uploadKybFiles).mockReturnValueOnce(licence.promise).mockReturnValueOnce(photo.promise);
    const onProblem = vi.fn();
    const { result } = renderHook(() => useKybUploads(onProblem));
    expect(result.current.pending()).toEqual([]);
    await expect(result.current.settled()).resolves.toBeUndefined();

    const a = file('a', 'licence.pdf');
    const b = file('b', 'photo.png');
    act(() => {
      result.current.begin('business_licence_photo', a);
      result.current.send('business_licence_photo', a);
      result.current.begin('legal_id_photo', b);
      result.current.send('legal_id_photo', b);
    });
    expect(result.current.inFlight.map((x) => x.name)).toEqual(['licence.pdf', 'photo.png']);
    let settled = false;
    void result.current.settled().then(() => {
      settled = true;
    });
    await act(async () => licence.answer(draft));
    expect(onProblem).toHaveBeenCalledWith('business_licence_photo', undefined);
    expect(result.current.inFlight.map((x) => x.name)).toEqual(['photo.png']);
    expect(settled).toBe(false);
    await act(async () => photo.answer(draft));
    expect(onProblem).toHaveBeenCalledWith('legal_id_photo', undefined);
    expect(result.current.pending()).toEqual([]);
    expect(settled).toBe(true);
  });

  it('a failed upload names its problem and settles too', async () => {
    const photo = held();
    vi.mocked(uploadKybFiles).mockReturnValueOnce(photo.promise);
    const onProblem = vi.fn();
    const { result } = renderHook(() => useKybUploads(onProblem));
    const b = file('b', 'photo.png');
    act(() => {
      result.current.begin('legal_id_photo', b);
      result.current.send('legal_id_photo', b);
    });
    const settled = result.current.settled();
    await act(async () =>
      photo.refuse(
        new ApiError({ status: 503, code: 503, message: '存储暂不可用', errors: [], handled: false }),
      ),
    );
    await settled;
    expect(onProblem).toHaveBeenCalledWith('legal_id_photo', '存储暂不可用');
    expect(onProblem).not.toHaveBeenCalledWith('legal_id_photo', undefined);
  });
});
