import { inspectJsonBody, MAX_JSON_DEPTH } from './json-body-inspection';

const nestedObjects = (depth: number): unknown => (depth === 0 ? 1 : { a: nestedObjects(depth - 1) });

describe('Unit', () => {
  describe('inspectJsonBody', () => {
    it.each([
      ['a plain body', { name: 'Ann', threshold: 3, tags: ['x'] }, null],
      ['a null character in a text', { name: 'A\u0000n' }, { kind: 'field', messages: ["'name' must not contain a null character"] }],
      ['a null character deep in a list', { a: [{ b: 'x\u0000' }] }, { kind: 'field', messages: ["'a.0.b' must not contain a null character"] }],
      ['a null character in a key', { ['n\u0000']: 1 }, { kind: 'field', messages: ['Field names must not contain a null character'] }],
      ['a __proto__ key', JSON.parse('{"__proto__":{"role":"admin"}}'), { kind: 'field', messages: ["Unknown field '__proto__'"] }],
      ['a nested constructor key', { a: { constructor: 1 } }, { kind: 'field', messages: ["Unknown field 'a.constructor'"] }],
      ['a prototype key', { prototype: {} }, { kind: 'field', messages: ["Unknown field 'prototype'"] }],
      ['objects exactly at the depth cap', nestedObjects(MAX_JSON_DEPTH), null],
      ['objects one level past the cap', nestedObjects(MAX_JSON_DEPTH + 1), { kind: 'too-deep' }],
      ['a null character as the whole body', 'a\u0000', { kind: 'field', messages: ['The body must not contain a null character'] }],
      [
        'a lone surrogate in a text',
        JSON.parse('{"label":"lone \\ud800 surrogate"}'),
        { kind: 'field', messages: ["'label' must be well-formed Unicode text (it holds half of a character, a lone surrogate)"] },
      ],
      [
        'a lone low surrogate in a key',
        JSON.parse('{"a\\udc00":1}'),
        { kind: 'field', messages: ['Field names must be well-formed Unicode text (it holds half of a character, a lone surrogate)'] },
      ],
      ['a whole emoji written as a surrogate pair', JSON.parse('{"label":"\\ud83c\\udfc7 Flemington"}'), null],
    ])('should judge %s', (_name, body, expected) => {
      expect(inspectJsonBody(body)).toEqual(expected);
    });

    it('should walk 100,000 levels without overflowing the stack', () => {
      let deep: unknown = 1;
      for (let i = 0; i < 100_000; i += 1) deep = [deep];
      expect(inspectJsonBody(deep)).toEqual({ kind: 'too-deep' });
    });
  });
});
