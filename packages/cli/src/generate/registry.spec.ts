import { POSTMAN_GENERATOR } from '@bracken/generator-postman';
import { TYPESCRIPT_SDK_GENERATOR } from '@bracken/generator-typescript';
import { GENERATORS, POSTMAN_GENERATOR_NAME } from './registry';

describe('generator registry', () => {
  it('answers to the names the generator packages declare', () => {
    expect(POSTMAN_GENERATOR_NAME).toBe(POSTMAN_GENERATOR);
    expect([...GENERATORS.keys()].sort()).toEqual([POSTMAN_GENERATOR, TYPESCRIPT_SDK_GENERATOR].sort());
  });
});
