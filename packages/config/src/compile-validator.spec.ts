import { readFileSync } from 'node:fs';
import { compileGeneratorsValidatorSource } from './compile-validator';
import { GENERATORS_VALIDATOR_PATH, loadGeneratorsSchema } from './schema';

describe('validator/generators-validator.js', () => {
  it('is the current schema compiled (run `npx tsx packages/config/scripts/gen-validator.ts` after a schema change)', () => {
    const shipped = readFileSync(GENERATORS_VALIDATOR_PATH, 'utf8');
    expect(shipped === compileGeneratorsValidatorSource(loadGeneratorsSchema())).toBe(true);
  });

  it('needs nothing but itself at run time', () => {
    expect(readFileSync(GENERATORS_VALIDATOR_PATH, 'utf8')).not.toMatch(/\brequire\(/);
  });
});
