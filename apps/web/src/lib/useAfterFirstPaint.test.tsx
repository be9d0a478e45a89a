import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe({ seen }: { seen: boolean[] }) {
  const painted = useAfterFirstPaint();
  seen.push(painted);
  return <span>{painted ? 'below the first screen' : 'first screen'}</span>;
}

describe('what a page renders once its first frame is painted', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('waits for a frame, then for the task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(screen.getByText('first screen')).toBeTruthy();
    // no frame yet: however long the page waits, the rest is not drawn
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('below the first screen')).toBeNull();
    expect(frames).toHaveLength(1);
    // the frame's callback runs before it is painted: still nothing until the task after it
    act(() => frames[0]?.(0));
    expect(screen.queryByText('below the first screen')).toBeNull();
    expect(await screen.findByText('below the first screen')).toBeTruthy();
    expect(seen[0]).toBe(false);
  });

  it('in a hidden tab, where no frame comes, turns true after the current task', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    render(<Probe seen={[]} />);
    expect(await screen.findByText('below the first screen')).toBeTruthy();
    expect(frame).not.toHaveBeenCalled();
  });

  it('drops its frame and timer when the page goes before they come', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Probe seen={[]} />);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
