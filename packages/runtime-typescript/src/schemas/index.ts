export {
  SchemaValidationError,
  createSchema,
  formatValidationError,
} from "./schema";
export type {
  BaseSchema,
  MaybeValid,
  Schema,
  SchemaOptions,
  SchemaType,
  ValidationError,
  inferParsed,
  inferRaw,
} from "./schema";
export { any, bigint, boolean, date, number, string, unknown } from "./primitives";
export { booleanLiteral, enum_, stringLiteral } from "./literals";
export { list, record, set } from "./collections";
export { object, objectOf, objectWithoutOptionalProperties, property } from "./object";
export type {
  ObjectLikeSchema,
  ObjectProperty,
  ObjectSchema,
  Property,
  PropertySchemas,
  PropertySchemasOf,
  addQuestionMarks,
  inferParsedObject,
  inferRawObject,
} from "./object";
export { lazy, lazyObject } from "./lazy";
export { discriminant, undiscriminatedUnion, union } from "./union";
export type { Discriminant, inferParsedUnion, inferRawUnion } from "./union";
