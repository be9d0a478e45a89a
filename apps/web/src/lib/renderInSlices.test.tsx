import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRootInTest, unmountAfterTest } from '../test/hydrate';
import { renderInSlices } from './renderInSlices';

/** A component that keeps the thread for `ms` milliseconds while it renders, and says so. */
function Busy({ id, ms, log }: { id: number; ms: number; log: string[] }) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy: a component whose render is costly
  }
  log.push(`render ${id}`);
  // the first component's render asks for a task: when it runs tells whether the render let it
  if (id === 0 && !log.includes('timer set')) {
    log.push('timer set');
    setTimeout(() => log.push('timer'), 0);
  }
  return <span>{id}</span>;
}

const IDS = Array.from({ length: 30 }, (_, i) => i);

const tree = (log: string[]) => (
  <>
    {IDS.map((id) => (
      <Busy key={`busy-${id}`} id={id} ms={2} log={log} />
    ))}
  </>
);

/** Renders the tree with `mount` and answers the order of the renders and of the timer the first sets. */
async function orderOf(mount: (container: Element, log: string[]) => void): Promise<string[]> {
  const container = document.createElement('div');
  document.body.append(container);
  const log: string[] = [];
  mount(container, log);
  await new Promise<void>((resolve) => {
    const poll = () => (container.childElementCount === 30 ? resolve() : setTimeout(poll, 5));
    poll();
  });
  // and the timer's turn, wherever it fell
  await new Promise((resolve) => setTimeout(resolve, 10));
  return log;
}

describe('renderInSlices', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the first tree in slices: a task set meanwhile runs before the tree is done', async () => {
    const log = await orderOf((container, l) => unmountAfterTest(renderInSlices(container, tree(l))));
    const renders = log.filter((e) => e.startsWith('render'));
    expect(renders).toHaveLength(30);
    // the timer ran while the tree was still being rendered
    expect(log.indexOf('timer')).toBeLessThan(log.indexOf('render 29'));
  });

  it('where a plain first render runs the whole tree in one task', async () => {
    const log = await orderOf((container, l) => createRootInTest(container).render(tree(l)));
    expect(log.indexOf('timer')).toBeGreaterThan(log.indexOf('render 29'));
  });

  it('keeps what the container holds until the tree is committed', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p id="boot">loading</p>';
    unmountAfterTest(renderInSlices(container, <span>console</span>));
    expect(container.querySelector('#boot')).not.toBeNull();
    await act(async () => {});
    expect(container.textContent).toBe('console');
  });
});
