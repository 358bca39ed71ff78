/** The parts of the Postman Collection v2.1 format that the generator writes. */

/** Collection v2.1 schema URL. */
export const COLLECTION_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** A collection variable, referenced as `{{key}}`. */
export interface PostmanVariable {
  key: string;
  value: string;
  type: 'string';
  description?: string;
}

/** A header, query parameter, path variable, form field or auth setting. */
export interface PostmanKeyValue {
  key: string;
  value: string;
  type?: 'string' | 'text' | 'file';
  description?: string;
  disabled?: boolean;
}

/** Auth of the collection or of one request; the key named by `type` holds its settings. */
export interface PostmanAuth {
  type: 'noauth' | 'bearer' | 'basic' | 'apikey' | 'oauth2';
  bearer?: PostmanKeyValue[];
  basic?: PostmanKeyValue[];
  apikey?: PostmanKeyValue[];
  oauth2?: PostmanKeyValue[];
}

/** A request URL: the raw form plus its parsed parts. */
export interface PostmanUrl {
  raw: string;
  host: string[];
  path: string[];
  query?: PostmanKeyValue[];
  variable?: PostmanKeyValue[];
}

/** A request body; `mode` says which field holds it. */
export interface PostmanBody {
  mode: 'raw' | 'urlencoded' | 'formdata' | 'file';
  raw?: string;
  urlencoded?: PostmanKeyValue[];
  formdata?: PostmanKeyValue[];
  file?: Record<string, never>;
  options?: { raw: { language: 'json' | 'text' } };
}

/** One HTTP request. */
export interface PostmanRequest {
  method: string;
  header: PostmanKeyValue[];
  url: PostmanUrl;
  body?: PostmanBody;
  auth?: PostmanAuth;
  description?: string;
}

/** An example response saved with a request. */
export interface PostmanResponse {
  name: string;
  originalRequest: PostmanRequest;
  status: string;
  code: number;
  header: PostmanKeyValue[];
  body: string;
  _postman_previewlanguage: 'json' | 'text';
}

/** A request with its example responses. */
export interface PostmanRequestItem {
  name: string;
  request: PostmanRequest;
  response: PostmanResponse[];
}

/** A folder of requests: one per service. */
export interface PostmanFolder {
  name: string;
  description?: string;
  item: PostmanRequestItem[];
}

/** A whole Collection v2.1 document. */
export interface PostmanCollection {
  info: { _postman_id: string; name: string; description?: string; schema: string };
  item: PostmanFolder[];
  auth?: PostmanAuth;
  variable: PostmanVariable[];
}
