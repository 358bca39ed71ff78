import type { GeneratorContext } from './generator-plugin';

/**
 * The name of the package a generator run produces: the registry output's `package-name`,
 * else a non-empty `packageName` of the generator's config, else `fallback()`.
 *
 * @example
 * resolvePackageName(context, config.packageName, () => `${kebabCase(ir.apiName.wireValue)}-sdk`);
 */
export function resolvePackageName(context: GeneratorContext, configured: unknown, fallback: () => string): string {
  return context.packageName ?? (typeof configured === 'string' && configured.length > 0 ? configured : fallback());
}
