import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFullscreen } from './useFullscreen';

describe('fullscreen', () => {
  it('SHELL-25: toggling asks for fullscreen; leaving it (Esc) resets the flag', async () => {
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    const request = vi.fn(async () => {
      element = document.documentElement;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    document.documentElement.requestFullscreen = request;
    const { result } = renderHook(() => useFullscreen());
    expect(result.current.active).toBe(false);
    await act(async () => result.current.toggle());
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current.active).toBe(true);
    // the browser leaves fullscreen on Esc without asking the app
    act(() => {
      element = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(result.current.active).toBe(false);
  });
});
