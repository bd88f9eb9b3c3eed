import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createEventParser, encodeEvent, type RecipeEvent } from './wire.ts';

test('events survive encoding and parsing, however the bytes are split', () => {
  const event = fc.oneof(
    fc.record({ type: fc.constant('text' as const), text: fc.string() }),
    fc.record({ type: fc.constant('error' as const), error: fc.record({ code: fc.string(), message: fc.string() }) }),
  );
  fc.assert(
    fc.property(fc.array(event), fc.array(fc.nat()), (events: RecipeEvent[], cuts) => {
      const wire = [...events, { type: 'done' } as const].map(encodeEvent).join('');
      const points = [...new Set(cuts.map((cut) => cut % (wire.length + 1)))].sort((a, b) => a - b);
      const parse = createEventParser();
      const received: RecipeEvent[] = [];
      let from = 0;
      for (const point of [...points, wire.length]) {
        received.push(...parse(wire.slice(from, point)));
        from = point;
      }
      expect(received).toEqual([...events, { type: 'done' }]);
    }),
  );
});

test('a text piece with newlines stays one event', () => {
  expect(encodeEvent({ type: 'text', text: 'a\n\nb' })).toBe('data: {"text":"a\\n\\nb"}\n\n');
});
