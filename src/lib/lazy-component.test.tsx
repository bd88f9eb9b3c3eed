import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { lazyComponent } from './lazy-component.ts';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

/** A chunk that arrives when the test says so. */
function chunk() {
  let arrive: () => void = () => {};
  const imported = new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = () => resolve({ Greeting })));
  return { importChunk: () => imported, arrive };
}

test('once its chunk has been fetched, the component renders at once: no fallback, not even for one commit', async () => {
  const { importChunk, arrive } = chunk();
  const [LazyGreeting, load] = lazyComponent(importChunk, 'Greeting');
  arrive();
  await expect(load()).resolves.toEqual({ Greeting });

  render(
    <Suspense fallback={<p>Loading…</p>}>
      <LazyGreeting name="cook" />
    </Suspense>,
  );
  // Synchronously after the first render, with no await in between.
  expect(screen.getByText('Hello, cook')).toBeTruthy();
  expect(screen.queryByText('Loading…')).toBeNull();
});

test('rendered before its chunk is here, it shows the fallback, fetches the chunk, then the component', async () => {
  const { importChunk, arrive } = chunk();
  const [LazyGreeting] = lazyComponent(importChunk, 'Greeting');
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <LazyGreeting name="cook" />
    </Suspense>,
  );
  expect(screen.getByText('Loading…')).toBeTruthy();
  await act(async () => arrive());
  expect(await screen.findByText('Hello, cook')).toBeTruthy();
});
