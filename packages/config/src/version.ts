/**
 * A semantic version (semver.org 2.0.0): `1.2.3`, `1.0.0-beta.1`, `2.0.0+build.5`. The schema's
 * `version` pattern is this text (a test holds them together).
 */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$';

const SEMVER = new RegExp(SEMVER_PATTERN);

/**
 * Whether `version` is a semantic version, as a generated package's `version` must be.
 *
 * @example
 * ```ts
 * isValidVersion('1.2.3'); // true
 * isValidVersion('latest'); // false
 * ```
 */
export function isValidVersion(version: string): boolean {
  return SEMVER.test(version);
}
