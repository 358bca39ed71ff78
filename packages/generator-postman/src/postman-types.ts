/** The parts of the Postman Collection v2.1 format that the generator writes. */

/** Collection v2.1 schema URL. */
export const COLLECTION_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

export interface PostmanVariable {
  key: string;
  value: string;
  type: 'string';
  description?: string;
}

export interface PostmanKeyValue {
  key: string;
  value: string;
  type?: 'string' | 'text' | 'file';
  description?: string;
  disabled?: boolean;
}

export interface PostmanAuth {
  type: 'noauth' | 'bearer' | 'basic' | 'apikey' | 'oauth2';
  bearer?: PostmanKeyValue[];
  basic?: PostmanKeyValue[];
  apikey?: PostmanKeyValue[];
  oauth2?: PostmanKeyValue[];
}

export interface PostmanUrl {
  raw: string;
  host: string[];
  path: string[];
  query?: PostmanKeyValue[];
  variable?: PostmanKeyValue[];
}

export interface PostmanBody {
  mode: 'raw' | 'urlencoded' | 'formdata' | 'file';
  raw?: string;
  urlencoded?: PostmanKeyValue[];
  formdata?: PostmanKeyValue[];
  file?: Record<string, never>;
  options?: { raw: { language: 'json' | 'text' } };
}

export interface PostmanRequest {
  method: string;
  header: PostmanKeyValue[];
  url: PostmanUrl;
  body?: PostmanBody;
  auth?: PostmanAuth;
  description?: string;
}

export interface PostmanResponse {
  name: string;
  originalRequest: PostmanRequest;
  status: string;
  code: number;
  header: PostmanKeyValue[];
  body: string;
  _postman_previewlanguage: 'json' | 'text';
}

export interface PostmanRequestItem {
  name: string;
  request: PostmanRequest;
  response: PostmanResponse[];
}

export interface PostmanFolder {
  name: string;
  description?: string;
  item: PostmanRequestItem[];
}

export interface PostmanCollection {
  info: { _postman_id: string; name: string; description?: string; schema: string };
  item: PostmanFolder[];
  auth?: PostmanAuth;
  variable: PostmanVariable[];
}
