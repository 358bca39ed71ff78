import { loadGeneratorsSchema } from '@bracken/config';
import { POSTMAN_GENERATOR } from '@bracken/generator-postman';
import { TYPESCRIPT_SDK_GENERATOR } from '@bracken/generator-typescript';
import { GENERATORS, POSTMAN_GENERATOR_NAME } from './registry';

describe('generator registry', () => {
  it('answers to the names the generator packages declare', () => {
    expect(POSTMAN_GENERATOR_NAME).toBe(POSTMAN_GENERATOR);
    expect([...GENERATORS.keys()].sort()).toEqual([POSTMAN_GENERATOR, TYPESCRIPT_SDK_GENERATOR].sort());
  });

  it('runs exactly the generators whose config schema generators.yml carries', () => {
    const definitions = loadGeneratorsSchema()['definitions'] as Record<string, { properties: Record<string, { enum?: string[] }> }>;
    expect([...GENERATORS.keys()].sort()).toEqual(definitions['generator']!.properties['name']!.enum);
  });
});
