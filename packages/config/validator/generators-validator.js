// Generated from schema/generators.schema.json by scripts/gen-validator.ts. Do not edit.
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://bracken.dev/schemas/generators.schema.json","title":"generators.yml","description":"Configuration of the Bracken SDK generator: the API definitions to read, the authentication schemes, and the groups of generators that turn them into SDKs. Relative paths resolve against the folder that holds the file.","type":"object","additionalProperties":false,"properties":{"api":{"$ref":"#/definitions/api","description":"API definition(s), default auth, global headers, environments and settings."},"auth-schemes":{"type":"object","description":"Named authentication schemes. Schemes named here take precedence over the security schemes of the API definition. A scheme applies once it is referenced from `api.auth` or from a generator's `api.auth`.","additionalProperties":{"$ref":"#/definitions/authScheme"}},"whitelabel":{"$ref":"#/definitions/whitelabel","description":"Publishing without Bracken branding: the word is removed from the generated output."},"metadata":{"$ref":"#/definitions/globalMetadata","description":"Package metadata applied to every SDK."},"readme":{"$ref":"#/definitions/readme","description":"README content applied to every SDK."},"default-group":{"type":"string","description":"Group or alias that runs when no group is given on the command line."},"autorelease":{"type":"boolean","description":"Automated releases for every generator: `true` makes `bracken publish` compute the next version from the API changes since the last release, write a changelog entry and release; `false` delivers to git (push or pull request) without releasing. Unset, the version comes from `version` or `--version`. A generator's own `autorelease` overrides it. See [lifecycle](lifecycle.md#releasing)."},"replay":{"$ref":"#/definitions/replay","description":"Replay of hand-written changes onto regenerated code, in `github` delivery and in a `local-file-system` folder inside a git work tree: the changes made since the last generation are merged onto the new one with git. See [lifecycle](lifecycle.md#keeping-your-changes)."},"aliases":{"type":"object","description":"Alias name to a list of group names. Running an alias runs every listed group in parallel; an alias may be used as `default-group`. Every name must be a defined group.","additionalProperties":{"type":"array","description":"Group names run by this alias.","items":{"type":"string","description":"Name of a group defined under `groups`."}}},"groups":{"type":"object","description":"User-named sets of generators. The command line runs one group (or every group of an alias) at a time.","additionalProperties":{"$ref":"#/definitions/group"}},"reviewers":{"$ref":"#/definitions/reviewers","description":"Code reviewers requested on every SDK's pull requests."}},"definitions":{"api":{"title":"api","type":"object","description":"API definition(s), default auth, global headers, environments and settings.","additionalProperties":false,"properties":{"specs":{"description":"The API definitions: a list of spec objects, or a single `conjure` mapping.","type":["array","object"],"items":{"$ref":"#/definitions/specEntry"},"properties":{"conjure":{"type":"string","description":"Path to the Conjure definition."}},"required":["conjure"],"additionalProperties":false},"auth":{"$ref":"#/definitions/apiAuth","description":"Default auth for every endpoint; overrides the security schemes of the spec. A scheme name, `{any: [names]}` or `{all: [names]}`."},"headers":{"type":"object","description":"Global headers sent with every request, keyed by header name.","additionalProperties":{"$ref":"#/definitions/headerValue"}},"environments":{"type":"object","description":"Environment name to base URL (a string), or to an object with `url` or `urls` (several hosts) and optional server URL `variables`.","additionalProperties":{"$ref":"#/definitions/environment"}},"settings":{"$ref":"#/definitions/apiSettings","description":"Settings that apply to every spec; a spec's own `settings` and a generator's `config` override them."}}},"specEntry":{"title":"Spec object","description":"One API definition. Exactly one of the keys `openapi`, `asyncapi`, `proto`, `openrpc` or `conjure` says its kind.","type":"object","if":{"required":["openapi"]},"then":{"$ref":"#/definitions/openapiSpec"},"else":{"if":{"required":["asyncapi"]},"then":{"$ref":"#/definitions/asyncapiSpec"},"else":{"if":{"required":["proto"]},"then":{"$ref":"#/definitions/protoSpec"},"else":{"if":{"required":["openrpc"]},"then":{"$ref":"#/definitions/openrpcSpec"},"else":{"if":{"required":["conjure"]},"then":{"$ref":"#/definitions/conjureSpec"},"else":{"required":["openapi"],"x-bracken-message":"expected a spec object with one of the keys openapi, asyncapi, proto, openrpc or conjure"}}}}}},"gitOrPath":{"title":"Path or git object","description":"A local path, or a git object: a definition kept in a git repository, shallow-cloned at generation time with the machine's git credential configuration.","type":["string","object"],"additionalProperties":false,"required":["repo","path"],"properties":{"repo":{"type":"string","description":"Repository URL to clone."},"ref":{"type":"string","description":"Branch, tag or commit. Defaults to the repository's default branch."},"path":{"type":"string","description":"Path of the spec file inside the repository, or of the proto directory for `root`."}}},"stringOrList":{"type":["string","array"],"items":{"type":"string"},"description":"A string, or a list of strings."},"specReferences":{"title":"References","description":"Where the files and documents a definition refers to (`$ref`s, Conjure and proto imports) may come from. Without it, only files inside the definition's own folder tree are read (the proto root for protobuf, the clone for a git source), never hidden files, and nothing is fetched over the network.","type":"object","additionalProperties":false,"properties":{"folders":{"type":"array","items":{"type":"string"},"description":"More folders whose files `$ref`s and imports may read, relative to the folder of generators.yml."},"remote":{"type":"boolean","default":false,"description":"Fetch `http` and `https` `$ref`s. Their hosts must resolve to public addresses unless `private-network` is set."},"private-network":{"type":"boolean","default":false,"description":"Let remote `$ref`s reach loopback, private and shared (CGNAT) addresses, such as an intranet spec server. Link-local, cloud metadata, multicast and unspecified addresses stay refused."},"max-bytes":{"type":"integer","minimum":1,"default":16777216,"description":"Largest remote document read, in bytes; a larger one stops the import."},"timeout-seconds":{"type":"number","exclusiveMinimum":0,"default":30,"description":"Time all remote `$ref`s of the definition may take together, in seconds."}}},"openapiSpec":{"title":"OpenAPI spec","description":"An OpenAPI definition (`openapi` key).","type":"object","additionalProperties":false,"required":["openapi"],"properties":{"openapi":{"$ref":"#/definitions/gitOrPath","description":"Local path of the OpenAPI file, or a git object (`repo`, `ref`, `path`)."},"origin":{"type":"string","description":"URL of the definition's origin: `bracken api update` fetches it and writes it over the local file, in the file's format. The fetch follows the spec's `references` limits (`private-network`, `max-bytes`, `timeout-seconds`)."},"overlays":{"type":"string","description":"Path to an OpenAPI Overlay file; the recommended way to customise a definition."},"overrides":{"$ref":"#/definitions/stringOrList","description":"Override file or files, applied one after another in the listed order."},"namespace":{"type":"string","description":"Namespace of this definition; lets one package hold several API versions."},"settings":{"$ref":"#/definitions/openapiSettings","description":"Settings for this spec; they override `api.settings`."},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}},"asyncapiSpec":{"title":"AsyncAPI spec","description":"An AsyncAPI definition (`asyncapi` key).","type":"object","additionalProperties":false,"required":["asyncapi"],"properties":{"asyncapi":{"$ref":"#/definitions/gitOrPath","description":"Local path of the AsyncAPI file, or a git object (`repo`, `ref`, `path`)."},"origin":{"type":"string","description":"URL of the definition's origin: `bracken api update` fetches it and writes it over the local file, in the file's format. The fetch follows the spec's `references` limits (`private-network`, `max-bytes`, `timeout-seconds`)."},"overrides":{"$ref":"#/definitions/stringOrList","description":"Override file or files, applied one after another in the listed order."},"namespace":{"type":"string","description":"Namespace of this definition; lets one package hold several API versions."},"settings":{"$ref":"#/definitions/asyncapiSettings","description":"Settings for this spec; they override `api.settings`."},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}},"protoSpec":{"title":"Protobuf spec","description":"A protobuf definition (`proto` key).","type":"object","additionalProperties":false,"required":["proto"],"properties":{"proto":{"type":"object","description":"Where the `.proto` files are.","additionalProperties":false,"required":["root"],"properties":{"root":{"$ref":"#/definitions/gitOrPath","description":"Root of the proto directory, up to where the package path starts (for package `a.b.v1` at `protos/a/b/v1/f.proto` the root is `protos/`). A local path or a git object."},"target":{"type":"string","description":"Target `.proto` file. Without it the whole root is read."},"overrides":{"$ref":"#/definitions/stringOrList","description":"Override file or files (SDK generation only). Has no effect yet: `bracken check` warns when it is set."},"local-generation":{"type":"boolean","default":false,"description":"Compile locally with the `buf` tool instead of remote generation. Has no effect yet: `bracken check` warns when it is set."}}},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}},"openrpcSpec":{"title":"OpenRPC spec","description":"An OpenRPC definition (`openrpc` key).","type":"object","additionalProperties":false,"required":["openrpc"],"properties":{"openrpc":{"type":"string","description":"Path to the OpenRPC file."},"overrides":{"$ref":"#/definitions/stringOrList","description":"Override file or files, applied one after another in the listed order."},"namespace":{"type":"string","description":"Namespace of this definition."},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}},"conjureSpec":{"title":"Conjure spec","description":"A Conjure definition (`conjure` key).","type":"object","additionalProperties":false,"required":["conjure"],"properties":{"conjure":{"type":"string","description":"Path to the Conjure file."},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}},"idempotencyKey":{"title":"auto-generate-idempotency-key","description":"Automatic idempotency keys: `true` uses the defaults, an object sets them, `false` turns them off. When on, SDKs send a UUIDv4 in the header on the listed methods unless the caller supplies a key.","type":["boolean","object"],"default":false,"additionalProperties":false,"properties":{"header-name":{"type":"string","default":"Idempotency-Key","description":"Header that carries the key."},"methods":{"type":"array","default":["POST","PUT"],"description":"HTTP methods that get a key.","items":{"type":"string","enum":["GET","POST","PUT","PATCH","DELETE","HEAD","OPTIONS"]}}}},"openapiSettings":{"title":"OpenAPI settings","description":"How an OpenAPI definition is read.","type":"object","additionalProperties":false,"properties":{"title-as-schema-name":{"type":"boolean","default":false,"description":"Use schema titles as type names."},"inline-path-parameters":{"type":"boolean","default":true,"description":"Include path parameters in the generated inlined request."},"inline-all-of-schemas":{"type":"boolean","default":false,"description":"Inline allOf schemas into the child instead of extending them; a child may then make a parent's required property optional."},"prefer-undiscriminated-unions-with-literals":{"type":"boolean","default":false,"description":"Prefer undiscriminated unions with literals."},"only-include-referenced-schemas":{"type":"boolean","default":false,"description":"Only include schemas that endpoints reference."},"respect-nullable-schemas":{"type":"boolean","default":true,"description":"Preserve nullable schemas; when false they are treated as optional."},"object-query-parameters":{"type":"boolean","default":true,"description":"Parse deep object query parameters."},"wrap-references-to-nullable-in-optional":{"type":"boolean","default":false,"description":"Wrap references to nullable schemas in optional; when false they are required and nullable."},"coerce-optional-schemas-to-nullable":{"type":"boolean","default":false,"description":"Coerce optional schemas to nullable."},"respect-readonly-schemas":{"type":"boolean","description":"Explore readonly schemas."},"respect-forward-compatible-enums":{"type":"boolean","default":false,"description":"Respect forward compatible enums."},"use-bytes-for-binary-response":{"type":"boolean","description":"Use bytes for binary responses instead of a file stream."},"default-form-parameter-encoding":{"type":"string","enum":["form","json"],"default":"json","description":"Encoding of form parameters that declare none."},"additional-properties-defaults-to":{"type":"boolean","default":false,"description":"Value of additionalProperties when a schema leaves it undefined."},"type-dates-as-strings":{"type":"boolean","default":false,"description":"Keep strings with format date as strings; when false they become dates."},"preserve-single-schema-oneof":{"type":"boolean","default":false,"description":"Keep a oneOf with a single schema; when false it is unwrapped."},"filter":{"type":"object","description":"Path-based filtering (tag-based filtering is `audiences` on a group).","additionalProperties":false,"properties":{"endpoints":{"type":"array","description":"Only these endpoints are generated. Each entry is `METHOD /path`, optionally prefixed with `<namespace>::`.","items":{"type":"string"}}}},"example-generation":{"type":"object","description":"Limits of generated examples.","additionalProperties":false,"properties":{"request":{"type":"object","description":"Request examples.","additionalProperties":false,"properties":{"max-depth":{"type":"integer","minimum":0,"description":"Maximum depth at which optional request properties get examples; 0 means none."}}},"response":{"type":"object","description":"Response examples.","additionalProperties":false,"properties":{"max-depth":{"type":"integer","minimum":0,"description":"Maximum depth at which optional response properties get examples; 0 means none."}}}}},"coerce-enums-to-literals":{"type":"boolean","default":false,"description":"Convert enums to literal types."},"idiomatic-request-names":{"type":"boolean","default":true,"description":"Put the verb before the noun in generated request names."},"resolve-aliases":{"type":["boolean","object"],"default":false,"description":"`true` inlines every type alias; an object with `except` keeps the listed aliases.","additionalProperties":false,"properties":{"except":{"type":"array","items":{"type":"string"},"description":"Alias names to keep."}}},"group-environments-by-host":{"type":"boolean","default":false,"description":"Group servers by host into unified environments so several protocols share one environment."}}},"asyncapiSettings":{"title":"AsyncAPI settings","description":"How an AsyncAPI definition is read.","type":"object","additionalProperties":false,"properties":{"message-naming":{"type":"string","enum":["v1","v2"],"default":"v1","description":"Message naming version."},"title-as-schema-name":{"type":"boolean","default":false,"description":"Use schema titles as type names."},"respect-nullable-schemas":{"type":"boolean","default":true,"description":"Preserve nullable schemas; when false they are treated as optional."},"idiomatic-request-names":{"type":"boolean","default":true,"description":"Put the verb before the noun in generated request names."},"wrap-references-to-nullable-in-optional":{"type":"boolean","default":false,"description":"Wrap references to nullable schemas in optional."},"coerce-optional-schemas-to-nullable":{"type":"boolean","default":false,"description":"Coerce optional schemas to nullable."},"group-environments-by-host":{"type":"boolean","default":false,"description":"Group servers by host into unified environments."}}},"apiSettings":{"title":"api.settings","description":"Settings for every spec: any OpenAPI or AsyncAPI setting, plus `auto-generate-idempotency-key`.","type":"object","additionalProperties":false,"properties":{"auto-generate-idempotency-key":{"$ref":"#/definitions/idempotencyKey","description":"Automatic idempotency keys for every generator; a generator's `config.auto-generate-idempotency-key` overrides it, including an explicit `false`."},"message-naming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming"},"title-as-schema-name":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name"},"inline-path-parameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters"},"inline-all-of-schemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas"},"prefer-undiscriminated-unions-with-literals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals"},"only-include-referenced-schemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas"},"respect-nullable-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas"},"object-query-parameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters"},"wrap-references-to-nullable-in-optional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional"},"coerce-optional-schemas-to-nullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable"},"respect-readonly-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas"},"respect-forward-compatible-enums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums"},"use-bytes-for-binary-response":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response"},"default-form-parameter-encoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding"},"additional-properties-defaults-to":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to"},"type-dates-as-strings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings"},"preserve-single-schema-oneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof"},"filter":{"$ref":"#/definitions/openapiSettings/properties/filter"},"example-generation":{"$ref":"#/definitions/openapiSettings/properties/example-generation"},"coerce-enums-to-literals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals"},"idiomatic-request-names":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names"},"resolve-aliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases"},"group-environments-by-host":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host"}}},"apiAuth":{"title":"api.auth","description":"A scheme name, `{any: [names]}` (the first scheme with a credential wins) or `{all: [names]}` (every scheme at once).","type":["string","object"],"additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"any":{"type":"array","minItems":1,"items":{"type":"string"},"description":"Any one of these schemes; each must also be declared in the spec's securitySchemes and security, or it is ignored."},"all":{"type":"array","minItems":1,"items":{"type":"string"},"description":"Every one of these schemes at once."}}},"headerValue":{"title":"Header","description":"The header's type in generated code as a string, or an object with `name` and `type`.","type":["string","object"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"Variable name in generated code. Defaults to the header name."},"type":{"type":"string","description":"Code type of the header, for example a string, a number or a literal."}}},"environment":{"title":"Environment","description":"A base URL, or an object with `url` (one host) or `urls` (base-URL name to URL, for several hosts) and optional server URL `variables`.","type":["string","object"],"additionalProperties":false,"properties":{"url":{"type":"string","description":"Base URL of a single-host environment; may contain `{variable}` placeholders."},"urls":{"type":"object","description":"Base-URL name to URL for a multi-host environment.","minProperties":1,"additionalProperties":{"type":"string"}},"variables":{"type":"object","description":"Server URL variables: name to its default value and allowed values. SDKs expose each as an optional client option.","additionalProperties":{"$ref":"#/definitions/environmentVariable"}}}},"environmentVariable":{"title":"Server URL variable","description":"A server URL variable: its default value as a string, or an object.","type":["string","object"],"additionalProperties":false,"properties":{"default":{"type":"string","description":"Value used when the client gives none."},"enum":{"type":"array","items":{"type":"string"},"description":"Allowed values."},"description":{"type":"string","description":"Documentation for the variable."}}},"authScheme":{"title":"Auth scheme","description":"A custom header scheme (an object with `header`), or `scheme: basic`, `scheme: bearer` or `scheme: oauth`.","type":"object","if":{"required":["header"]},"then":{"$ref":"#/definitions/headerAuthScheme"},"else":{"required":["scheme"],"properties":{"scheme":{"enum":["basic","bearer","oauth"],"description":"Scheme kind."}},"x-bracken-message":"expected an auth scheme: an object with `header`, or with `scheme` set to basic, bearer or oauth","allOf":[{"if":{"properties":{"scheme":{"const":"basic"}},"required":["scheme"]},"then":{"$ref":"#/definitions/basicAuthScheme"}},{"if":{"properties":{"scheme":{"const":"bearer"}},"required":["scheme"]},"then":{"$ref":"#/definitions/bearerAuthScheme"}},{"if":{"properties":{"scheme":{"const":"oauth"}},"required":["scheme"]},"then":{"$ref":"#/definitions/oauthAuthScheme"}}]}},"headerAuthScheme":{"title":"Custom header scheme","description":"A credential sent in a custom header.","type":"object","additionalProperties":false,"required":["header"],"properties":{"header":{"type":"string","description":"Header name."},"name":{"type":"string","description":"Descriptive name; the client option is its camelCase form."},"type":{"type":"string","default":"string","description":"Code type of the value."},"prefix":{"type":"string","description":"Text prepended to the value, for example `Token `."},"env":{"type":"string","description":"Environment variable read at client initialization when no value is passed."}}},"authField":{"title":"Auth field","description":"A credential field of a scheme: its client option name and the environment variable that fills it.","type":"object","additionalProperties":false,"properties":{"name":{"type":"string","description":"Parameter name in the generated client."},"env":{"type":"string","description":"Environment variable read when no value is passed."}}},"basicAuthField":{"title":"Basic auth field","description":"The user name or password field of HTTP Basic.","type":"object","additionalProperties":false,"properties":{"name":{"type":"string","description":"Parameter name in the generated client (`username` or `password` by default)."},"env":{"type":"string","description":"Environment variable read when no value is passed."},"omit":{"type":"boolean","default":false,"description":"Remove the field from the client's API and encode it as an empty string."}}},"basicAuthScheme":{"title":"HTTP Basic scheme","description":"HTTP Basic authentication (`scheme: basic`). When both fields are omitted no Authorization header is sent.","type":"object","additionalProperties":false,"required":["scheme"],"properties":{"scheme":{"const":"basic","description":"Scheme kind."},"username":{"$ref":"#/definitions/basicAuthField","description":"The user name field."},"password":{"$ref":"#/definitions/basicAuthField","description":"The password field."}}},"bearerAuthScheme":{"title":"Bearer scheme","description":"A bearer token in the Authorization header (`scheme: bearer`).","type":"object","additionalProperties":false,"required":["scheme"],"properties":{"scheme":{"const":"bearer","description":"Scheme kind."},"token":{"$ref":"#/definitions/authField","description":"The token field (client option `token` by default)."}}},"tokenResponseProperties":{"title":"Token response properties","description":"Names of the fields of a token response.","type":"object","additionalProperties":false,"properties":{"access-token":{"type":"string","description":"Response field holding the access token."},"expires-in":{"type":"string","description":"Response field holding the lifetime in seconds; when present the client refreshes before expiry."},"refresh-token":{"type":"string","description":"Response field holding the refresh token."}}},"oauthAuthScheme":{"title":"OAuth scheme","description":"OAuth 2.0 client credentials (`scheme: oauth`). The token is fetched when the client starts.","type":"object","additionalProperties":false,"required":["scheme","type"],"properties":{"scheme":{"const":"oauth","description":"Scheme kind."},"type":{"const":"client-credentials","description":"OAuth flow; only `client-credentials`."},"scopes":{"type":"array","items":{"type":"string"},"description":"Scopes to request."},"client-id-env":{"type":"string","description":"Environment variable holding the client id."},"client-secret-env":{"type":"string","description":"Environment variable holding the client secret."},"token-prefix":{"type":"string","default":"Bearer","description":"Prefix of the token in the header."},"token-header":{"type":"string","default":"Authorization","description":"Header that carries the token."},"get-token":{"type":"object","description":"How a token is obtained.","additionalProperties":false,"required":["endpoint"],"properties":{"endpoint":{"type":"string","description":"Token endpoint: an operation id such as `auth.get_token`, or `METHOD /path` with an optional `<namespace>::` prefix."},"request-properties":{"type":"object","description":"Names of the token request's fields.","additionalProperties":false,"properties":{"client-id":{"type":"string","description":"Request field for the client id."},"client-secret":{"type":"string","description":"Request field for the client secret."},"scopes":{"type":"string","description":"Request field for the scopes."}}},"response-properties":{"$ref":"#/definitions/tokenResponseProperties","description":"Names of the token response's fields."}}},"refresh-token":{"type":"object","description":"How an expired token is renewed without resending credentials. Without it the client calls `get-token` again.","additionalProperties":false,"required":["endpoint","request-properties"],"properties":{"endpoint":{"type":"string","description":"Refresh endpoint reference."},"request-properties":{"type":"object","description":"Names of the refresh request's fields.","additionalProperties":false,"required":["refresh-token"],"properties":{"refresh-token":{"type":"string","description":"Request field for the refresh token."}}},"response-properties":{"$ref":"#/definitions/tokenResponseProperties","description":"Names of the refresh response's fields; `refresh-token` is set when the API rotates refresh tokens."}}}}},"whitelabel":{"title":"whitelabel","description":"Publishing without Bracken branding.","type":"object","additionalProperties":false,"properties":{"github":{"type":"object","description":"GitHub account that pushes the whitelabelled code.","additionalProperties":false,"required":["username","email","token"],"properties":{"username":{"type":"string","description":"Account with write access to the target repositories."},"email":{"type":"string","description":"The account's e-mail address."},"token":{"type":"string","description":"Personal access token with repository scope, as an environment variable reference such as `${GITHUB_TOKEN}`."}}}}},"globalMetadata":{"title":"metadata","description":"Package metadata for every SDK.","type":"object","additionalProperties":false,"properties":{"description":{"type":"string","description":"Package description."},"authors":{"type":"array","description":"Package authors.","items":{"type":"object","additionalProperties":false,"required":["name","email"],"properties":{"name":{"type":"string","description":"Author name."},"email":{"type":"string","description":"Author e-mail."}}}}}},"endpointReference":{"type":["string","object"],"description":"`METHOD /path`, or an object with `method` and `path`.","additionalProperties":false,"required":["method","path"],"properties":{"method":{"type":"string","description":"HTTP method."},"path":{"type":"string","description":"Endpoint path."}}},"readme":{"title":"readme","description":"README content for every SDK.","type":"object","additionalProperties":false,"properties":{"bannerLink":{"type":"string","description":"Banner image or link shown at the top of the README."},"introduction":{"type":"string","description":"Introduction text."},"apiReferenceLink":{"type":"string","description":"URL of external API documentation."},"apiName":{"type":"string","description":"Name shown as '<name> SDK' or '<name> API'. Defaults to the organization name."},"exampleStyle":{"type":"string","enum":["minimal","comprehensive"],"default":"comprehensive","description":"`minimal` shows only required parameters (Java SDKs only)."},"disabledSections":{"type":"array","items":{"type":"string","enum":["contributing"]},"description":"Sections left out of the README. Supported value: `contributing`."},"defaultEndpoint":{"type":"object","description":"Endpoint used for the README's main example.","additionalProperties":false,"required":["method","path"],"properties":{"method":{"type":"string","description":"HTTP method."},"path":{"type":"string","description":"Endpoint path."},"stream":{"type":"boolean","default":false,"description":"Whether the example uses the streaming variant."}}},"customSections":{"type":"array","description":"Extra README sections for one language.","items":{"type":"object","additionalProperties":false,"required":["title","language","content"],"properties":{"title":{"type":"string","description":"Section title."},"language":{"type":"string","enum":["java","typescript"],"description":"Language whose SDK gets the section: `java` or `typescript`."},"content":{"type":"string","description":"Markdown content; may use `{{ variable }}` placeholders such as `packageName`."}}}},"features":{"type":"object","description":"Feature name to endpoints; each feature gets a section with example snippets.","additionalProperties":{"type":"array","items":{"$ref":"#/definitions/endpointReference"}}}}},"replay":{"title":"replay","description":"Replay of hand-written changes onto regenerated code, in `github` delivery and in a `local-file-system` folder inside a git work tree: the changes made since the last generation are merged onto the new one with git. See [lifecycle](lifecycle.md#keeping-your-changes).","type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Whether replay runs. At the top of the file, `false` skips replay for every generator of the file, even one that enables it; `true` enables it for every generator that does not say otherwise. Default `false`."}}},"reviewers":{"title":"reviewers","description":"Code reviewers: teams and users.","type":"object","additionalProperties":false,"properties":{"teams":{"type":"array","items":{"$ref":"#/definitions/reviewer"},"description":"Reviewing teams."},"users":{"type":"array","items":{"$ref":"#/definitions/reviewer"},"description":"Reviewing users."}}},"reviewer":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","description":"Team or user name."}}},"group":{"title":"Group","description":"A named set of generators.","type":"object","additionalProperties":false,"properties":{"audiences":{"type":"array","items":{"type":"string"},"description":"Only endpoints, schemas and properties tagged with one of these audiences are included. Without it everything is."},"generators":{"type":"array","items":{"$ref":"#/definitions/generator"},"description":"Generators run by the group."},"reviewers":{"$ref":"#/definitions/reviewers","description":"Code reviewers for every SDK of this group; merged with the generator's own and the top-level reviewers."}}},"generator":{"title":"Generator","description":"One generator: a language target with its version, options, output and delivery. Give exactly one of `name` and `image`.","type":"object","additionalProperties":false,"required":["version"],"properties":{"name":{"type":"string","description":"Generator package name, for example `bracken-typescript-sdk`. Mutually exclusive with `image`.","enum":["bracken-postman","bracken-python-sdk","bracken-typescript-sdk"]},"image":{"type":"object","description":"Self-hosted generation from a custom container registry; the pulled reference is `{registry}/{name}:{version}`. Mutually exclusive with `name`.","additionalProperties":false,"required":["name","registry"],"properties":{"name":{"type":"string","description":"A recognized generator name, needed to resolve the IR version.","enum":["bracken-postman","bracken-python-sdk","bracken-typescript-sdk"]},"registry":{"type":"string","description":"Registry host name with an optional namespace. Has no effect yet: `bracken check` warns when it is set."}}},"version":{"type":"string","pattern":"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$","x-bracken-message":"expected a semantic version such as 1.2.3 (the version of the generated package)","description":"Version of the generated package: written to its `package.json` (and sent in the SDK's platform headers). A semantic version such as `1.2.3` or `2.0.0-beta.1`; `bracken generate --version` overrides it. Bracken's generators are built in, so this does not pick a generator release."},"smart-casing":{"type":"boolean","default":false,"description":"Keep numbers attached (v2, not v_2) and preserve initialisms (CustomerID) and acronyms (HTTPSConnection)."},"config":{"$ref":"#/definitions/generatorConfig","description":"Language-specific options."},"output":{"$ref":"#/definitions/output","description":"Where the SDK is published."},"github":{"$ref":"#/definitions/github","description":"Delivery to a git repository."},"metadata":{"$ref":"#/definitions/generatorMetadata","description":"Metadata for this SDK."},"autorelease":{"type":"boolean","description":"Overrides the top-level `autorelease` for this generator."},"replay":{"$ref":"#/definitions/replay","description":"Replay of hand-written changes for this generator's `github` delivery, or its `local-file-system` folder in a git work tree. A top-level `replay.enabled: false` turns it off for every generator."},"snippets":{"type":"object","description":"Generated snippets file.","additionalProperties":false,"required":["path"],"properties":{"path":{"type":"string","description":"Path of the snippets file."}}},"api":{"type":"object","description":"Auth override for this generator.","additionalProperties":false,"properties":{"auth":{"$ref":"#/definitions/generatorApiAuth","description":"Auth for this generator: a scheme name, `{scheme: name}` or `{any: [...]}`."},"auth-schemes":{"type":"object","description":"Schemes defined for this generator only.","additionalProperties":{"$ref":"#/definitions/authScheme"}}}},"reviewers":{"$ref":"#/definitions/reviewers","description":"Code reviewers for this SDK."}},"allOf":[{"if":{"required":["name"],"properties":{"name":{"const":"bracken-postman"}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-postman"}}}},{"if":{"required":["image"],"properties":{"image":{"type":"object","required":["name"],"properties":{"name":{"const":"bracken-postman"}}}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-postman"}}}},{"if":{"required":["name"],"properties":{"name":{"const":"bracken-python-sdk"}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-python-sdk"}}}},{"if":{"required":["image"],"properties":{"image":{"type":"object","required":["name"],"properties":{"name":{"const":"bracken-python-sdk"}}}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-python-sdk"}}}},{"if":{"required":["name"],"properties":{"name":{"const":"bracken-typescript-sdk"}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-typescript-sdk"}}}},{"if":{"required":["image"],"properties":{"image":{"type":"object","required":["name"],"properties":{"name":{"const":"bracken-typescript-sdk"}}}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-typescript-sdk"}}}}]},"schemeReference":{"type":["string","object"],"description":"A scheme name, or `{scheme: name}`.","additionalProperties":false,"required":["scheme"],"properties":{"scheme":{"type":"string","description":"Scheme name."}}},"generatorApiAuth":{"title":"Generator api.auth","description":"A scheme name, `{scheme: name}`, or `{any: [names or {scheme: name}]}`.","type":["string","object"],"additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"scheme":{"type":"string","description":"Scheme name."},"any":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/schemeReference"},"description":"Any one of these schemes."}}},"generatorConfig":{"title":"Generator config","description":"Language-specific options, checked against the named generator's own schema: [bracken-postman config](#bracken-postman-config), [bracken-python-sdk config](#bracken-python-sdk-config), [bracken-typescript-sdk config](#bracken-typescript-sdk-config). An unknown key is an error. Each generator also takes the reader settings of [OpenAPI settings](#openapi-settings) and [AsyncAPI settings](#asyncapi-settings) that a generator may override (in kebab-case or camelCase; not `filter` or `example-generation`) and `auto-generate-idempotency-key`, which then apply to it alone.","type":"object"},"output":{"title":"output","description":"Where the SDK goes, chosen by `location`.","type":"object","required":["location"],"properties":{"location":{"type":"string","enum":["npm","maven","pypi","nuget","rubygems","postman","local-file-system"],"description":"Kind of output."}},"allOf":[{"if":{"properties":{"location":{"const":"npm"}},"required":["location"]},"then":{"$ref":"#/definitions/npmOutput"}},{"if":{"properties":{"location":{"const":"maven"}},"required":["location"]},"then":{"$ref":"#/definitions/mavenOutput"}},{"if":{"properties":{"location":{"const":"pypi"}},"required":["location"]},"then":{"$ref":"#/definitions/pypiOutput"}},{"if":{"properties":{"location":{"const":"nuget"}},"required":["location"]},"then":{"$ref":"#/definitions/nugetOutput"}},{"if":{"properties":{"location":{"const":"rubygems"}},"required":["location"]},"then":{"$ref":"#/definitions/rubygemsOutput"}},{"if":{"properties":{"location":{"const":"postman"}},"required":["location"]},"then":{"$ref":"#/definitions/postmanOutput"}},{"if":{"properties":{"location":{"const":"local-file-system"}},"required":["location"]},"then":{"$ref":"#/definitions/localOutput"}}]},"npmOutput":{"title":"npm output","description":"`location: npm`.","type":"object","additionalProperties":false,"required":["location","package-name"],"properties":{"location":{"const":"npm","description":"Kind of output."},"package-name":{"type":"string","description":"npm package name."},"url":{"type":"string","default":"https://registry.npmjs.org","description":"Registry URL."},"token":{"type":"string","description":"Registry token, as an environment variable reference such as `${NPM_TOKEN}`."}}},"mavenOutput":{"title":"maven output","description":"`location: maven`.","type":"object","additionalProperties":false,"required":["location","coordinate"],"properties":{"location":{"const":"maven","description":"Kind of output."},"coordinate":{"type":"string","description":"Maven coordinate, `groupId:artifactId`."},"url":{"type":"string","default":"https://repo1.maven.org/maven2","description":"Repository URL. Defaults to Maven Central."},"username":{"type":"string","description":"Repository user name."},"password":{"type":"string","description":"Repository password, as an environment variable reference."},"signature":{"type":"object","description":"Artifact signing.","additionalProperties":false,"required":["keyId","password","secretKey"],"properties":{"keyId":{"type":"string","description":"Signing key id."},"password":{"type":"string","description":"Key password, as an environment variable reference."},"secretKey":{"type":"string","description":"Secret key, as an environment variable reference."}}}}},"pypiOutput":{"title":"pypi output","description":"`location: pypi`.","type":"object","additionalProperties":false,"required":["location","package-name"],"properties":{"location":{"const":"pypi","description":"Kind of output."},"package-name":{"type":"string","description":"PyPI package name."},"url":{"type":"string","description":"Repository URL."},"token":{"type":"string","description":"`OIDC` selects trusted publishing; otherwise an environment variable reference."},"username":{"type":"string","description":"Repository user name."},"password":{"type":"string","description":"Repository password, as an environment variable reference."},"metadata":{"type":"object","description":"Package metadata.","additionalProperties":false,"properties":{"keywords":{"type":"array","items":{"type":"string"},"description":"Package keywords."},"documentation-link":{"type":"string","description":"Documentation URL."},"homepage-link":{"type":"string","description":"Home page URL."}}}}},"nugetOutput":{"title":"nuget output","description":"`location: nuget`.","type":"object","additionalProperties":false,"required":["location","package-name"],"properties":{"location":{"const":"nuget","description":"Kind of output."},"package-name":{"type":"string","description":"NuGet package id."},"url":{"type":"string","description":"Feed URL."},"api-key":{"type":"string","description":"API key, as an environment variable reference."}}},"rubygemsOutput":{"title":"rubygems output","description":"`location: rubygems`.","type":"object","additionalProperties":false,"required":["location","package-name"],"properties":{"location":{"const":"rubygems","description":"Kind of output."},"package-name":{"type":"string","description":"Gem name."},"url":{"type":"string","description":"Repository URL."},"api-key":{"type":"string","description":"API key with push permission (ideally also index and yank), as an environment variable reference. Multi-factor must not be required for API key use."}}},"postmanOutput":{"title":"postman output","description":"`location: postman`.","type":"object","additionalProperties":false,"required":["location","api-key","workspace-id"],"properties":{"location":{"const":"postman","description":"Kind of output."},"api-key":{"type":"string","description":"Postman API key, as an environment variable reference."},"workspace-id":{"type":"string","description":"Workspace that receives the collection."},"collection-id":{"type":"string","description":"Existing collection to update; a new one is created when omitted."}}},"localOutput":{"title":"local-file-system output","description":"`location: local-file-system`.","type":"object","additionalProperties":false,"required":["location","path"],"properties":{"location":{"const":"local-file-system","description":"Kind of output."},"path":{"type":"string","description":"Output folder, relative to the folder of generators.yml."}}},"license":{"type":"string","description":"`MIT`, `Apache-2.0` or a custom license name."},"github":{"title":"github","description":"Delivery to a git repository: `repository` with `mode` release (default), push or pull-request; or self-hosted with `uri` and `token`.","type":"object","if":{"required":["uri"]},"then":{"$ref":"#/definitions/selfHostedGithub"},"else":{"$ref":"#/definitions/repositoryGithub"}},"repositoryGithub":{"title":"github (repository)","description":"Delivery to `repository`. `release` commits to the default branch (or `branch`, which must exist) and tags a release; `push` pushes to `branch`; `pull-request` opens a pull request.","type":"object","additionalProperties":false,"required":["repository"],"properties":{"repository":{"type":"string","description":"Repository as `owner/name`."},"mode":{"type":"string","enum":["release","push","pull-request"],"default":"release","description":"Delivery mode."},"branch":{"type":"string","description":"Target branch; required with `mode: push`."},"license":{"$ref":"#/definitions/license","description":"`MIT`, `Apache-2.0` or a custom license name."},"reviewers":{"$ref":"#/definitions/reviewers","description":"Reviewers requested on pull requests."}},"if":{"properties":{"mode":{"const":"push"}},"required":["mode"]},"then":{"required":["branch"],"x-bracken-message":"missing required key \"branch\"; expected the branch to push to with `mode: push`"}},"selfHostedGithub":{"title":"github (self-hosted)","description":"Self-hosted delivery to any git server.","type":"object","additionalProperties":false,"required":["uri","token"],"properties":{"uri":{"type":"string","description":"Full repository URL."},"token":{"type":"string","description":"Write-capable access token, as an environment variable reference."},"mode":{"type":"string","enum":["push","pull-request"],"description":"Delivery mode."},"branch":{"type":"string","description":"Target branch."}}},"generatorMetadata":{"title":"Generator metadata","description":"Metadata for one SDK.","type":"object","additionalProperties":false,"properties":{"package-description":{"type":"string","description":"Package description."},"email":{"type":"string","description":"Contact e-mail."},"reference-url":{"type":"string","description":"Reference documentation URL."},"author":{"type":"string","description":"Author."},"license":{"$ref":"#/definitions/license","description":"`MIT`, `Apache-2.0` or a custom license name."}}},"generatorConfig-bracken-postman":{"title":"bracken-postman config","description":"Options of the `bracken-postman` generator, under `config` of its entry in `generators.yml`.","type":"object","additionalProperties":false,"properties":{"collectionName":{"type":"string","description":"Name of the collection. Defaults to the API title."},"baseUrl":{"type":"string","default":"http://localhost","description":"Value of the `baseUrl` variable when the API declares no environments."},"includeResponseExamples":{"type":"boolean","default":true,"description":"Attach an example response to every request."},"message-naming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"messageNaming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"title-as-schema-name":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"titleAsSchemaName":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"inline-path-parameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inlinePathParameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inline-all-of-schemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"inlineAllOfSchemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"prefer-undiscriminated-unions-with-literals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"preferUndiscriminatedUnionsWithLiterals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"only-include-referenced-schemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"onlyIncludeReferencedSchemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"respect-nullable-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"respectNullableSchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"object-query-parameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"objectQueryParameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"wrap-references-to-nullable-in-optional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"wrapReferencesToNullableInOptional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"coerce-optional-schemas-to-nullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"coerceOptionalSchemasToNullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"respect-readonly-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respectReadonlySchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respect-forward-compatible-enums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"respectForwardCompatibleEnums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"use-bytes-for-binary-response":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"useBytesForBinaryResponse":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"default-form-parameter-encoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"defaultFormParameterEncoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"additional-properties-defaults-to":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"additionalPropertiesDefaultsTo":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"type-dates-as-strings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"typeDatesAsStrings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"preserve-single-schema-oneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"preserveSingleSchemaOneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"coerce-enums-to-literals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"coerceEnumsToLiterals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"idiomatic-request-names":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"idiomaticRequestNames":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"resolve-aliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"resolveAliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"group-environments-by-host":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"groupEnvironmentsByHost":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"auto-generate-idempotency-key":{"$ref":"#/definitions/idempotencyKey","description":"Automatic idempotency keys for this generator; overrides `api.settings`, including an explicit `false`.","x-bracken-override":"auto-generate-idempotency-key"}}},"generatorConfig-bracken-python-sdk":{"title":"bracken-python-sdk config","description":"Options of the `bracken-python-sdk` generator, under `config` of its entry in `generators.yml`.","type":"object","additionalProperties":false,"properties":{"namespaceExport":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*$","description":"Name of the client class (`Petstore`; the async client is `AsyncPetstore`). Defaults to the PascalCase API title."},"packageName":{"type":"string","pattern":"^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$","description":"Distribution name on PyPI when the output gives none (`output.package-name` wins). Defaults to the kebab-case API name followed by `-sdk`."},"moduleName":{"type":"string","pattern":"^[a-z_][a-z0-9_]*$","description":"Import name of the package. Defaults to the distribution name in snake_case."},"timeoutInSeconds":{"type":["number","string"],"pattern":"^infinity$","exclusiveMinimum":0,"default":60,"description":"Default request timeout in seconds; `infinity` disables it."},"includePlatformHeaders":{"type":"boolean","default":false,"description":"Send a structured User-Agent instead of the X-Bracken-Runtime headers."},"omitBrackenHeaders":{"type":"boolean","default":false,"description":"Send no Bracken-specific headers."},"message-naming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"messageNaming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"title-as-schema-name":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"titleAsSchemaName":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"inline-path-parameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inlinePathParameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inline-all-of-schemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"inlineAllOfSchemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"prefer-undiscriminated-unions-with-literals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"preferUndiscriminatedUnionsWithLiterals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"only-include-referenced-schemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"onlyIncludeReferencedSchemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"respect-nullable-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"respectNullableSchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"object-query-parameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"objectQueryParameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"wrap-references-to-nullable-in-optional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"wrapReferencesToNullableInOptional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"coerce-optional-schemas-to-nullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"coerceOptionalSchemasToNullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"respect-readonly-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respectReadonlySchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respect-forward-compatible-enums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"respectForwardCompatibleEnums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"use-bytes-for-binary-response":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"useBytesForBinaryResponse":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"default-form-parameter-encoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"defaultFormParameterEncoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"additional-properties-defaults-to":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"additionalPropertiesDefaultsTo":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"type-dates-as-strings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"typeDatesAsStrings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"preserve-single-schema-oneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"preserveSingleSchemaOneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"coerce-enums-to-literals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"coerceEnumsToLiterals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"idiomatic-request-names":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"idiomaticRequestNames":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"resolve-aliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"resolveAliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"group-environments-by-host":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"groupEnvironmentsByHost":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"auto-generate-idempotency-key":{"$ref":"#/definitions/idempotencyKey","description":"Automatic idempotency keys for this generator; overrides `api.settings`, including an explicit `false`.","x-bracken-override":"auto-generate-idempotency-key"}}},"generatorConfig-bracken-typescript-sdk":{"title":"bracken-typescript-sdk config","description":"Options of the `bracken-typescript-sdk` generator, under `config` of its entry in `generators.yml`.","type":"object","additionalProperties":false,"properties":{"namespaceExport":{"type":"string","description":"Name of the exported namespace and prefix of the client class. Defaults to the PascalCase API title."},"packageName":{"type":"string","description":"npm package name when the output gives none (`output.package-name` wins). Defaults to the kebab-case API name followed by `-sdk`."},"noSerdeLayer":{"type":"boolean","default":false,"description":"Keep wire names in the types and skip runtime conversion."},"defaultTimeout":{"type":["number","string"],"pattern":"^infinity$","minimum":0,"description":"Request timeout in milliseconds; `infinity` disables it. Takes precedence over the deprecated seconds-based options."},"defaultTimeoutInSeconds":{"type":"number","minimum":0,"description":"Deprecated: timeout in seconds, multiplied by 1000."},"timeoutInSeconds":{"type":"number","minimum":0,"description":"Deprecated: timeout in seconds, multiplied by 1000."},"includePlatformHeaders":{"type":"boolean","default":false,"description":"Send a structured User-Agent instead of the X-Bracken-Runtime headers."},"omitBrackenHeaders":{"type":"boolean","default":false,"description":"Send no Bracken-specific headers."},"generateReactQueryHooks":{"type":"boolean","default":false,"description":"Generate React Query hooks under the `./react-query` subexport."},"inlinePathParameters":{"type":"boolean","default":true,"description":"Include path parameters in the inlined request."},"tsNocheck":{"type":"boolean","default":true,"description":"Begin the module of schemas, the service clients, the client context, the webhooks module and the runtime core (`src/core`) with `// @ts-nocheck`, so that a project compiling the SDK's sources checks their declared types but not their bodies."},"message-naming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"messageNaming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"title-as-schema-name":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"titleAsSchemaName":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"inline-path-parameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inline-all-of-schemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"inlineAllOfSchemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"prefer-undiscriminated-unions-with-literals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"preferUndiscriminatedUnionsWithLiterals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"only-include-referenced-schemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"onlyIncludeReferencedSchemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"respect-nullable-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"respectNullableSchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"object-query-parameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"objectQueryParameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"wrap-references-to-nullable-in-optional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"wrapReferencesToNullableInOptional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"coerce-optional-schemas-to-nullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"coerceOptionalSchemasToNullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"respect-readonly-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respectReadonlySchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respect-forward-compatible-enums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"respectForwardCompatibleEnums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"use-bytes-for-binary-response":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"useBytesForBinaryResponse":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"default-form-parameter-encoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"defaultFormParameterEncoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"additional-properties-defaults-to":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"additionalPropertiesDefaultsTo":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"type-dates-as-strings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"typeDatesAsStrings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"preserve-single-schema-oneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"preserveSingleSchemaOneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"coerce-enums-to-literals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"coerceEnumsToLiterals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"idiomatic-request-names":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"idiomaticRequestNames":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"resolve-aliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"resolveAliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"group-environments-by-host":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"groupEnvironmentsByHost":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"auto-generate-idempotency-key":{"$ref":"#/definitions/idempotencyKey","description":"Automatic idempotency keys for this generator; overrides `api.settings`, including an explicit `false`.","x-bracken-override":"auto-generate-idempotency-key"}}}}};
const schema72 = {"title":"whitelabel","description":"Publishing without Bracken branding.","type":"object","additionalProperties":false,"properties":{"github":{"type":"object","description":"GitHub account that pushes the whitelabelled code.","additionalProperties":false,"required":["username","email","token"],"properties":{"username":{"type":"string","description":"Account with write access to the target repositories."},"email":{"type":"string","description":"The account's e-mail address."},"token":{"type":"string","description":"Personal access token with repository scope, as an environment variable reference such as `${GITHUB_TOKEN}`."}}}}};
const schema73 = {"title":"metadata","description":"Package metadata for every SDK.","type":"object","additionalProperties":false,"properties":{"description":{"type":"string","description":"Package description."},"authors":{"type":"array","description":"Package authors.","items":{"type":"object","additionalProperties":false,"required":["name","email"],"properties":{"name":{"type":"string","description":"Author name."},"email":{"type":"string","description":"Author e-mail."}}}}}};
const schema76 = {"title":"replay","description":"Replay of hand-written changes onto regenerated code, in `github` delivery and in a `local-file-system` folder inside a git work tree: the changes made since the last generation are merged onto the new one with git. See [lifecycle](lifecycle.md#keeping-your-changes).","type":"object","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Whether replay runs. At the top of the file, `false` skips replay for every generator of the file, even one that enables it; `true` enables it for every generator that does not say otherwise. Default `false`."}}};
const func2 = Object.prototype.hasOwnProperty;
const schema12 = {"title":"api","type":"object","description":"API definition(s), default auth, global headers, environments and settings.","additionalProperties":false,"properties":{"specs":{"description":"The API definitions: a list of spec objects, or a single `conjure` mapping.","type":["array","object"],"items":{"$ref":"#/definitions/specEntry"},"properties":{"conjure":{"type":"string","description":"Path to the Conjure definition."}},"required":["conjure"],"additionalProperties":false},"auth":{"$ref":"#/definitions/apiAuth","description":"Default auth for every endpoint; overrides the security schemes of the spec. A scheme name, `{any: [names]}` or `{all: [names]}`."},"headers":{"type":"object","description":"Global headers sent with every request, keyed by header name.","additionalProperties":{"$ref":"#/definitions/headerValue"}},"environments":{"type":"object","description":"Environment name to base URL (a string), or to an object with `url` or `urls` (several hosts) and optional server URL `variables`.","additionalProperties":{"$ref":"#/definitions/environment"}},"settings":{"$ref":"#/definitions/apiSettings","description":"Settings that apply to every spec; a spec's own `settings` and a generator's `config` override them."}}};
const schema33 = {"title":"api.auth","description":"A scheme name, `{any: [names]}` (the first scheme with a credential wins) or `{all: [names]}` (every scheme at once).","type":["string","object"],"additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"any":{"type":"array","minItems":1,"items":{"type":"string"},"description":"Any one of these schemes; each must also be declared in the spec's securitySchemes and security, or it is ignored."},"all":{"type":"array","minItems":1,"items":{"type":"string"},"description":"Every one of these schemes at once."}}};
const schema34 = {"title":"Header","description":"The header's type in generated code as a string, or an object with `name` and `type`.","type":["string","object"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"Variable name in generated code. Defaults to the header name."},"type":{"type":"string","description":"Code type of the header, for example a string, a number or a literal."}}};
const schema13 = {"title":"Spec object","description":"One API definition. Exactly one of the keys `openapi`, `asyncapi`, `proto`, `openrpc` or `conjure` says its kind.","type":"object","if":{"required":["openapi"]},"then":{"$ref":"#/definitions/openapiSpec"},"else":{"if":{"required":["asyncapi"]},"then":{"$ref":"#/definitions/asyncapiSpec"},"else":{"if":{"required":["proto"]},"then":{"$ref":"#/definitions/protoSpec"},"else":{"if":{"required":["openrpc"]},"then":{"$ref":"#/definitions/openrpcSpec"},"else":{"if":{"required":["conjure"]},"then":{"$ref":"#/definitions/conjureSpec"},"else":{"required":["openapi"],"x-bracken-message":"expected a spec object with one of the keys openapi, asyncapi, proto, openrpc or conjure"}}}}}};
const schema14 = {"title":"OpenAPI spec","description":"An OpenAPI definition (`openapi` key).","type":"object","additionalProperties":false,"required":["openapi"],"properties":{"openapi":{"$ref":"#/definitions/gitOrPath","description":"Local path of the OpenAPI file, or a git object (`repo`, `ref`, `path`)."},"origin":{"type":"string","description":"URL of the definition's origin: `bracken api update` fetches it and writes it over the local file, in the file's format. The fetch follows the spec's `references` limits (`private-network`, `max-bytes`, `timeout-seconds`)."},"overlays":{"type":"string","description":"Path to an OpenAPI Overlay file; the recommended way to customise a definition."},"overrides":{"$ref":"#/definitions/stringOrList","description":"Override file or files, applied one after another in the listed order."},"namespace":{"type":"string","description":"Namespace of this definition; lets one package hold several API versions."},"settings":{"$ref":"#/definitions/openapiSettings","description":"Settings for this spec; they override `api.settings`."},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}};
const schema15 = {"title":"Path or git object","description":"A local path, or a git object: a definition kept in a git repository, shallow-cloned at generation time with the machine's git credential configuration.","type":["string","object"],"additionalProperties":false,"required":["repo","path"],"properties":{"repo":{"type":"string","description":"Repository URL to clone."},"ref":{"type":"string","description":"Branch, tag or commit. Defaults to the repository's default branch."},"path":{"type":"string","description":"Path of the spec file inside the repository, or of the proto directory for `root`."}}};
const schema16 = {"type":["string","array"],"items":{"type":"string"},"description":"A string, or a list of strings."};
const schema17 = {"title":"OpenAPI settings","description":"How an OpenAPI definition is read.","type":"object","additionalProperties":false,"properties":{"title-as-schema-name":{"type":"boolean","default":false,"description":"Use schema titles as type names."},"inline-path-parameters":{"type":"boolean","default":true,"description":"Include path parameters in the generated inlined request."},"inline-all-of-schemas":{"type":"boolean","default":false,"description":"Inline allOf schemas into the child instead of extending them; a child may then make a parent's required property optional."},"prefer-undiscriminated-unions-with-literals":{"type":"boolean","default":false,"description":"Prefer undiscriminated unions with literals."},"only-include-referenced-schemas":{"type":"boolean","default":false,"description":"Only include schemas that endpoints reference."},"respect-nullable-schemas":{"type":"boolean","default":true,"description":"Preserve nullable schemas; when false they are treated as optional."},"object-query-parameters":{"type":"boolean","default":true,"description":"Parse deep object query parameters."},"wrap-references-to-nullable-in-optional":{"type":"boolean","default":false,"description":"Wrap references to nullable schemas in optional; when false they are required and nullable."},"coerce-optional-schemas-to-nullable":{"type":"boolean","default":false,"description":"Coerce optional schemas to nullable."},"respect-readonly-schemas":{"type":"boolean","description":"Explore readonly schemas."},"respect-forward-compatible-enums":{"type":"boolean","default":false,"description":"Respect forward compatible enums."},"use-bytes-for-binary-response":{"type":"boolean","description":"Use bytes for binary responses instead of a file stream."},"default-form-parameter-encoding":{"type":"string","enum":["form","json"],"default":"json","description":"Encoding of form parameters that declare none."},"additional-properties-defaults-to":{"type":"boolean","default":false,"description":"Value of additionalProperties when a schema leaves it undefined."},"type-dates-as-strings":{"type":"boolean","default":false,"description":"Keep strings with format date as strings; when false they become dates."},"preserve-single-schema-oneof":{"type":"boolean","default":false,"description":"Keep a oneOf with a single schema; when false it is unwrapped."},"filter":{"type":"object","description":"Path-based filtering (tag-based filtering is `audiences` on a group).","additionalProperties":false,"properties":{"endpoints":{"type":"array","description":"Only these endpoints are generated. Each entry is `METHOD /path`, optionally prefixed with `<namespace>::`.","items":{"type":"string"}}}},"example-generation":{"type":"object","description":"Limits of generated examples.","additionalProperties":false,"properties":{"request":{"type":"object","description":"Request examples.","additionalProperties":false,"properties":{"max-depth":{"type":"integer","minimum":0,"description":"Maximum depth at which optional request properties get examples; 0 means none."}}},"response":{"type":"object","description":"Response examples.","additionalProperties":false,"properties":{"max-depth":{"type":"integer","minimum":0,"description":"Maximum depth at which optional response properties get examples; 0 means none."}}}}},"coerce-enums-to-literals":{"type":"boolean","default":false,"description":"Convert enums to literal types."},"idiomatic-request-names":{"type":"boolean","default":true,"description":"Put the verb before the noun in generated request names."},"resolve-aliases":{"type":["boolean","object"],"default":false,"description":"`true` inlines every type alias; an object with `except` keeps the listed aliases.","additionalProperties":false,"properties":{"except":{"type":"array","items":{"type":"string"},"description":"Alias names to keep."}}},"group-environments-by-host":{"type":"boolean","default":false,"description":"Group servers by host into unified environments so several protocols share one environment."}}};
const schema18 = {"title":"References","description":"Where the files and documents a definition refers to (`$ref`s, Conjure and proto imports) may come from. Without it, only files inside the definition's own folder tree are read (the proto root for protobuf, the clone for a git source), never hidden files, and nothing is fetched over the network.","type":"object","additionalProperties":false,"properties":{"folders":{"type":"array","items":{"type":"string"},"description":"More folders whose files `$ref`s and imports may read, relative to the folder of generators.yml."},"remote":{"type":"boolean","default":false,"description":"Fetch `http` and `https` `$ref`s. Their hosts must resolve to public addresses unless `private-network` is set."},"private-network":{"type":"boolean","default":false,"description":"Let remote `$ref`s reach loopback, private and shared (CGNAT) addresses, such as an intranet spec server. Link-local, cloud metadata, multicast and unspecified addresses stay refused."},"max-bytes":{"type":"integer","minimum":1,"default":16777216,"description":"Largest remote document read, in bytes; a larger one stops the import."},"timeout-seconds":{"type":"number","exclusiveMinimum":0,"default":30,"description":"Time all remote `$ref`s of the definition may take together, in seconds."}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.openapi === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "openapi"},message:"must have required property '"+"openapi"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "openapi") || (key0 === "origin")) || (key0 === "overlays")) || (key0 === "overrides")) || (key0 === "namespace")) || (key0 === "settings")) || (key0 === "references"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openapi !== undefined){
let data0 = data.openapi;
if((typeof data0 !== "string") && (!(data0 && typeof data0 == "object" && !Array.isArray(data0)))){
const err2 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/gitOrPath/type",keyword:"type",params:{type: schema15.type},message:"must be string,object",schema:schema15.type,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.repo === undefined){
const err3 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/gitOrPath/required",keyword:"required",params:{missingProperty: "repo"},message:"must have required property '"+"repo"+"'",schema:schema15.required,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.path === undefined){
const err4 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/gitOrPath/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema15.required,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "repo") || (key1 === "ref")) || (key1 === "path"))){
const err5 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/gitOrPath/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.repo !== undefined){
let data1 = data0.repo;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/openapi/repo",schemaPath:"#/definitions/gitOrPath/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.repo.type,parentSchema:schema15.properties.repo,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.ref !== undefined){
let data2 = data0.ref;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/openapi/ref",schemaPath:"#/definitions/gitOrPath/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.ref.type,parentSchema:schema15.properties.ref,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.path !== undefined){
let data3 = data0.path;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/openapi/path",schemaPath:"#/definitions/gitOrPath/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.path.type,parentSchema:schema15.properties.path,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
if(data.origin !== undefined){
let data4 = data.origin;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.origin.type,parentSchema:schema14.properties.origin,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.overlays !== undefined){
let data5 = data.overlays;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/overlays",schemaPath:"#/properties/overlays/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.overlays.type,parentSchema:schema14.properties.overlays,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.overrides !== undefined){
let data6 = data.overrides;
if((typeof data6 !== "string") && (!(Array.isArray(data6)))){
const err11 = {instancePath:instancePath+"/overrides",schemaPath:"#/definitions/stringOrList/type",keyword:"type",params:{type: schema16.type},message:"must be string,array",schema:schema16.type,parentSchema:schema16,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err12 = {instancePath:instancePath+"/overrides/" + i0,schemaPath:"#/definitions/stringOrList/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.items.type,parentSchema:schema16.items,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
if(data.namespace !== undefined){
let data8 = data.namespace;
if(typeof data8 !== "string"){
const err13 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.namespace.type,parentSchema:schema14.properties.namespace,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.settings !== undefined){
let data9 = data.settings;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
if(!(func2.call(schema17.properties, key2))){
const err14 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/openapiSettings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data9["title-as-schema-name"] !== undefined){
let data10 = data9["title-as-schema-name"];
if(typeof data10 !== "boolean"){
const err15 = {instancePath:instancePath+"/settings/title-as-schema-name",schemaPath:"#/definitions/openapiSettings/properties/title-as-schema-name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["title-as-schema-name"].type,parentSchema:schema17.properties["title-as-schema-name"],data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data9["inline-path-parameters"] !== undefined){
let data11 = data9["inline-path-parameters"];
if(typeof data11 !== "boolean"){
const err16 = {instancePath:instancePath+"/settings/inline-path-parameters",schemaPath:"#/definitions/openapiSettings/properties/inline-path-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["inline-path-parameters"].type,parentSchema:schema17.properties["inline-path-parameters"],data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9["inline-all-of-schemas"] !== undefined){
let data12 = data9["inline-all-of-schemas"];
if(typeof data12 !== "boolean"){
const err17 = {instancePath:instancePath+"/settings/inline-all-of-schemas",schemaPath:"#/definitions/openapiSettings/properties/inline-all-of-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["inline-all-of-schemas"].type,parentSchema:schema17.properties["inline-all-of-schemas"],data:data12};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data9["prefer-undiscriminated-unions-with-literals"] !== undefined){
let data13 = data9["prefer-undiscriminated-unions-with-literals"];
if(typeof data13 !== "boolean"){
const err18 = {instancePath:instancePath+"/settings/prefer-undiscriminated-unions-with-literals",schemaPath:"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["prefer-undiscriminated-unions-with-literals"].type,parentSchema:schema17.properties["prefer-undiscriminated-unions-with-literals"],data:data13};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9["only-include-referenced-schemas"] !== undefined){
let data14 = data9["only-include-referenced-schemas"];
if(typeof data14 !== "boolean"){
const err19 = {instancePath:instancePath+"/settings/only-include-referenced-schemas",schemaPath:"#/definitions/openapiSettings/properties/only-include-referenced-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["only-include-referenced-schemas"].type,parentSchema:schema17.properties["only-include-referenced-schemas"],data:data14};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9["respect-nullable-schemas"] !== undefined){
let data15 = data9["respect-nullable-schemas"];
if(typeof data15 !== "boolean"){
const err20 = {instancePath:instancePath+"/settings/respect-nullable-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-nullable-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["respect-nullable-schemas"].type,parentSchema:schema17.properties["respect-nullable-schemas"],data:data15};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9["object-query-parameters"] !== undefined){
let data16 = data9["object-query-parameters"];
if(typeof data16 !== "boolean"){
const err21 = {instancePath:instancePath+"/settings/object-query-parameters",schemaPath:"#/definitions/openapiSettings/properties/object-query-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["object-query-parameters"].type,parentSchema:schema17.properties["object-query-parameters"],data:data16};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9["wrap-references-to-nullable-in-optional"] !== undefined){
let data17 = data9["wrap-references-to-nullable-in-optional"];
if(typeof data17 !== "boolean"){
const err22 = {instancePath:instancePath+"/settings/wrap-references-to-nullable-in-optional",schemaPath:"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["wrap-references-to-nullable-in-optional"].type,parentSchema:schema17.properties["wrap-references-to-nullable-in-optional"],data:data17};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9["coerce-optional-schemas-to-nullable"] !== undefined){
let data18 = data9["coerce-optional-schemas-to-nullable"];
if(typeof data18 !== "boolean"){
const err23 = {instancePath:instancePath+"/settings/coerce-optional-schemas-to-nullable",schemaPath:"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["coerce-optional-schemas-to-nullable"].type,parentSchema:schema17.properties["coerce-optional-schemas-to-nullable"],data:data18};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9["respect-readonly-schemas"] !== undefined){
let data19 = data9["respect-readonly-schemas"];
if(typeof data19 !== "boolean"){
const err24 = {instancePath:instancePath+"/settings/respect-readonly-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-readonly-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["respect-readonly-schemas"].type,parentSchema:schema17.properties["respect-readonly-schemas"],data:data19};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9["respect-forward-compatible-enums"] !== undefined){
let data20 = data9["respect-forward-compatible-enums"];
if(typeof data20 !== "boolean"){
const err25 = {instancePath:instancePath+"/settings/respect-forward-compatible-enums",schemaPath:"#/definitions/openapiSettings/properties/respect-forward-compatible-enums/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["respect-forward-compatible-enums"].type,parentSchema:schema17.properties["respect-forward-compatible-enums"],data:data20};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data9["use-bytes-for-binary-response"] !== undefined){
let data21 = data9["use-bytes-for-binary-response"];
if(typeof data21 !== "boolean"){
const err26 = {instancePath:instancePath+"/settings/use-bytes-for-binary-response",schemaPath:"#/definitions/openapiSettings/properties/use-bytes-for-binary-response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["use-bytes-for-binary-response"].type,parentSchema:schema17.properties["use-bytes-for-binary-response"],data:data21};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9["default-form-parameter-encoding"] !== undefined){
let data22 = data9["default-form-parameter-encoding"];
if(typeof data22 !== "string"){
const err27 = {instancePath:instancePath+"/settings/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties["default-form-parameter-encoding"].type,parentSchema:schema17.properties["default-form-parameter-encoding"],data:data22};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data22 === "form") || (data22 === "json"))){
const err28 = {instancePath:instancePath+"/settings/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/enum",keyword:"enum",params:{allowedValues: schema17.properties["default-form-parameter-encoding"].enum},message:"must be equal to one of the allowed values",schema:schema17.properties["default-form-parameter-encoding"].enum,parentSchema:schema17.properties["default-form-parameter-encoding"],data:data22};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9["additional-properties-defaults-to"] !== undefined){
let data23 = data9["additional-properties-defaults-to"];
if(typeof data23 !== "boolean"){
const err29 = {instancePath:instancePath+"/settings/additional-properties-defaults-to",schemaPath:"#/definitions/openapiSettings/properties/additional-properties-defaults-to/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["additional-properties-defaults-to"].type,parentSchema:schema17.properties["additional-properties-defaults-to"],data:data23};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9["type-dates-as-strings"] !== undefined){
let data24 = data9["type-dates-as-strings"];
if(typeof data24 !== "boolean"){
const err30 = {instancePath:instancePath+"/settings/type-dates-as-strings",schemaPath:"#/definitions/openapiSettings/properties/type-dates-as-strings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["type-dates-as-strings"].type,parentSchema:schema17.properties["type-dates-as-strings"],data:data24};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9["preserve-single-schema-oneof"] !== undefined){
let data25 = data9["preserve-single-schema-oneof"];
if(typeof data25 !== "boolean"){
const err31 = {instancePath:instancePath+"/settings/preserve-single-schema-oneof",schemaPath:"#/definitions/openapiSettings/properties/preserve-single-schema-oneof/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["preserve-single-schema-oneof"].type,parentSchema:schema17.properties["preserve-single-schema-oneof"],data:data25};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.filter !== undefined){
let data26 = data9.filter;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key3 in data26){
if(!(key3 === "endpoints")){
const err32 = {instancePath:instancePath+"/settings/filter",schemaPath:"#/definitions/openapiSettings/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties.filter,data:data26};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data26.endpoints !== undefined){
let data27 = data26.endpoints;
if(Array.isArray(data27)){
const len1 = data27.length;
for(let i1=0; i1<len1; i1++){
let data28 = data27[i1];
if(typeof data28 !== "string"){
const err33 = {instancePath:instancePath+"/settings/filter/endpoints/" + i1,schemaPath:"#/definitions/openapiSettings/properties/filter/properties/endpoints/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties.filter.properties.endpoints.items.type,parentSchema:schema17.properties.filter.properties.endpoints.items,data:data28};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/settings/filter/endpoints",schemaPath:"#/definitions/openapiSettings/properties/filter/properties/endpoints/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.filter.properties.endpoints.type,parentSchema:schema17.properties.filter.properties.endpoints,data:data27};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/settings/filter",schemaPath:"#/definitions/openapiSettings/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties.filter.type,parentSchema:schema17.properties.filter,data:data26};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data9["example-generation"] !== undefined){
let data29 = data9["example-generation"];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key4 in data29){
if(!((key4 === "request") || (key4 === "response"))){
const err36 = {instancePath:instancePath+"/settings/example-generation",schemaPath:"#/definitions/openapiSettings/properties/example-generation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties["example-generation"],data:data29};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data29.request !== undefined){
let data30 = data29.request;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key5 in data30){
if(!(key5 === "max-depth")){
const err37 = {instancePath:instancePath+"/settings/example-generation/request",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties["example-generation"].properties.request,data:data30};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data30["max-depth"] !== undefined){
let data31 = data30["max-depth"];
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err38 = {instancePath:instancePath+"/settings/example-generation/request/max-depth",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/request/properties/max-depth/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties["example-generation"].properties.request.properties["max-depth"].type,parentSchema:schema17.properties["example-generation"].properties.request.properties["max-depth"],data:data31};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err39 = {instancePath:instancePath+"/settings/example-generation/request/max-depth",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/request/properties/max-depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties["example-generation"].properties.request.properties["max-depth"],data:data31};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
}
else {
const err40 = {instancePath:instancePath+"/settings/example-generation/request",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties["example-generation"].properties.request.type,parentSchema:schema17.properties["example-generation"].properties.request,data:data30};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data29.response !== undefined){
let data32 = data29.response;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key6 in data32){
if(!(key6 === "max-depth")){
const err41 = {instancePath:instancePath+"/settings/example-generation/response",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/response/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties["example-generation"].properties.response,data:data32};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data32["max-depth"] !== undefined){
let data33 = data32["max-depth"];
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err42 = {instancePath:instancePath+"/settings/example-generation/response/max-depth",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/response/properties/max-depth/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema17.properties["example-generation"].properties.response.properties["max-depth"].type,parentSchema:schema17.properties["example-generation"].properties.response.properties["max-depth"],data:data33};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
const err43 = {instancePath:instancePath+"/settings/example-generation/response/max-depth",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/response/properties/max-depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema17.properties["example-generation"].properties.response.properties["max-depth"],data:data33};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
}
else {
const err44 = {instancePath:instancePath+"/settings/example-generation/response",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties["example-generation"].properties.response.type,parentSchema:schema17.properties["example-generation"].properties.response,data:data32};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/settings/example-generation",schemaPath:"#/definitions/openapiSettings/properties/example-generation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.properties["example-generation"].type,parentSchema:schema17.properties["example-generation"],data:data29};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data9["coerce-enums-to-literals"] !== undefined){
let data34 = data9["coerce-enums-to-literals"];
if(typeof data34 !== "boolean"){
const err46 = {instancePath:instancePath+"/settings/coerce-enums-to-literals",schemaPath:"#/definitions/openapiSettings/properties/coerce-enums-to-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["coerce-enums-to-literals"].type,parentSchema:schema17.properties["coerce-enums-to-literals"],data:data34};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data9["idiomatic-request-names"] !== undefined){
let data35 = data9["idiomatic-request-names"];
if(typeof data35 !== "boolean"){
const err47 = {instancePath:instancePath+"/settings/idiomatic-request-names",schemaPath:"#/definitions/openapiSettings/properties/idiomatic-request-names/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["idiomatic-request-names"].type,parentSchema:schema17.properties["idiomatic-request-names"],data:data35};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data9["resolve-aliases"] !== undefined){
let data36 = data9["resolve-aliases"];
if((typeof data36 !== "boolean") && (!(data36 && typeof data36 == "object" && !Array.isArray(data36)))){
const err48 = {instancePath:instancePath+"/settings/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/type",keyword:"type",params:{type: schema17.properties["resolve-aliases"].type},message:"must be boolean,object",schema:schema17.properties["resolve-aliases"].type,parentSchema:schema17.properties["resolve-aliases"],data:data36};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key7 in data36){
if(!(key7 === "except")){
const err49 = {instancePath:instancePath+"/settings/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema17.properties["resolve-aliases"],data:data36};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data36.except !== undefined){
let data37 = data36.except;
if(Array.isArray(data37)){
const len2 = data37.length;
for(let i2=0; i2<len2; i2++){
let data38 = data37[i2];
if(typeof data38 !== "string"){
const err50 = {instancePath:instancePath+"/settings/resolve-aliases/except/" + i2,schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.properties["resolve-aliases"].properties.except.items.type,parentSchema:schema17.properties["resolve-aliases"].properties.except.items,data:data38};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/settings/resolve-aliases/except",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties["resolve-aliases"].properties.except.type,parentSchema:schema17.properties["resolve-aliases"].properties.except,data:data37};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
}
if(data9["group-environments-by-host"] !== undefined){
let data39 = data9["group-environments-by-host"];
if(typeof data39 !== "boolean"){
const err52 = {instancePath:instancePath+"/settings/group-environments-by-host",schemaPath:"#/definitions/openapiSettings/properties/group-environments-by-host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["group-environments-by-host"].type,parentSchema:schema17.properties["group-environments-by-host"],data:data39};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/openapiSettings/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data:data9};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.references !== undefined){
let data40 = data.references;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
for(const key8 in data40){
if(!(((((key8 === "folders") || (key8 === "remote")) || (key8 === "private-network")) || (key8 === "max-bytes")) || (key8 === "timeout-seconds"))){
const err54 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data:data40};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data40.folders !== undefined){
let data41 = data40.folders;
if(Array.isArray(data41)){
const len3 = data41.length;
for(let i3=0; i3<len3; i3++){
let data42 = data41[i3];
if(typeof data42 !== "string"){
const err55 = {instancePath:instancePath+"/references/folders/" + i3,schemaPath:"#/definitions/specReferences/properties/folders/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.folders.items.type,parentSchema:schema18.properties.folders.items,data:data42};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/references/folders",schemaPath:"#/definitions/specReferences/properties/folders/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.folders.type,parentSchema:schema18.properties.folders,data:data41};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data40.remote !== undefined){
let data43 = data40.remote;
if(typeof data43 !== "boolean"){
const err57 = {instancePath:instancePath+"/references/remote",schemaPath:"#/definitions/specReferences/properties/remote/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.remote.type,parentSchema:schema18.properties.remote,data:data43};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data40["private-network"] !== undefined){
let data44 = data40["private-network"];
if(typeof data44 !== "boolean"){
const err58 = {instancePath:instancePath+"/references/private-network",schemaPath:"#/definitions/specReferences/properties/private-network/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties["private-network"].type,parentSchema:schema18.properties["private-network"],data:data44};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data40["max-bytes"] !== undefined){
let data45 = data40["max-bytes"];
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err59 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties["max-bytes"].type,parentSchema:schema18.properties["max-bytes"],data:data45};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 1 || isNaN(data45)){
const err60 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties["max-bytes"],data:data45};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data40["timeout-seconds"] !== undefined){
let data46 = data40["timeout-seconds"];
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 <= 0 || isNaN(data46)){
const err61 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema18.properties["timeout-seconds"],data:data46};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties["timeout-seconds"].type,parentSchema:schema18.properties["timeout-seconds"],data:data46};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data:data40};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema19 = {"title":"AsyncAPI spec","description":"An AsyncAPI definition (`asyncapi` key).","type":"object","additionalProperties":false,"required":["asyncapi"],"properties":{"asyncapi":{"$ref":"#/definitions/gitOrPath","description":"Local path of the AsyncAPI file, or a git object (`repo`, `ref`, `path`)."},"origin":{"type":"string","description":"URL of the definition's origin: `bracken api update` fetches it and writes it over the local file, in the file's format. The fetch follows the spec's `references` limits (`private-network`, `max-bytes`, `timeout-seconds`)."},"overrides":{"$ref":"#/definitions/stringOrList","description":"Override file or files, applied one after another in the listed order."},"namespace":{"type":"string","description":"Namespace of this definition; lets one package hold several API versions."},"settings":{"$ref":"#/definitions/asyncapiSettings","description":"Settings for this spec; they override `api.settings`."},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}};
const schema22 = {"title":"AsyncAPI settings","description":"How an AsyncAPI definition is read.","type":"object","additionalProperties":false,"properties":{"message-naming":{"type":"string","enum":["v1","v2"],"default":"v1","description":"Message naming version."},"title-as-schema-name":{"type":"boolean","default":false,"description":"Use schema titles as type names."},"respect-nullable-schemas":{"type":"boolean","default":true,"description":"Preserve nullable schemas; when false they are treated as optional."},"idiomatic-request-names":{"type":"boolean","default":true,"description":"Put the verb before the noun in generated request names."},"wrap-references-to-nullable-in-optional":{"type":"boolean","default":false,"description":"Wrap references to nullable schemas in optional."},"coerce-optional-schemas-to-nullable":{"type":"boolean","default":false,"description":"Coerce optional schemas to nullable."},"group-environments-by-host":{"type":"boolean","default":false,"description":"Group servers by host into unified environments."}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.asyncapi === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "asyncapi"},message:"must have required property '"+"asyncapi"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "asyncapi") || (key0 === "origin")) || (key0 === "overrides")) || (key0 === "namespace")) || (key0 === "settings")) || (key0 === "references"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.asyncapi !== undefined){
let data0 = data.asyncapi;
if((typeof data0 !== "string") && (!(data0 && typeof data0 == "object" && !Array.isArray(data0)))){
const err2 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/gitOrPath/type",keyword:"type",params:{type: schema15.type},message:"must be string,object",schema:schema15.type,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.repo === undefined){
const err3 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/gitOrPath/required",keyword:"required",params:{missingProperty: "repo"},message:"must have required property '"+"repo"+"'",schema:schema15.required,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.path === undefined){
const err4 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/gitOrPath/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema15.required,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "repo") || (key1 === "ref")) || (key1 === "path"))){
const err5 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/gitOrPath/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.repo !== undefined){
let data1 = data0.repo;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/asyncapi/repo",schemaPath:"#/definitions/gitOrPath/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.repo.type,parentSchema:schema15.properties.repo,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.ref !== undefined){
let data2 = data0.ref;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/asyncapi/ref",schemaPath:"#/definitions/gitOrPath/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.ref.type,parentSchema:schema15.properties.ref,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.path !== undefined){
let data3 = data0.path;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/asyncapi/path",schemaPath:"#/definitions/gitOrPath/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.path.type,parentSchema:schema15.properties.path,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
if(data.origin !== undefined){
let data4 = data.origin;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.origin.type,parentSchema:schema19.properties.origin,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.overrides !== undefined){
let data5 = data.overrides;
if((typeof data5 !== "string") && (!(Array.isArray(data5)))){
const err10 = {instancePath:instancePath+"/overrides",schemaPath:"#/definitions/stringOrList/type",keyword:"type",params:{type: schema16.type},message:"must be string,array",schema:schema16.type,parentSchema:schema16,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 !== "string"){
const err11 = {instancePath:instancePath+"/overrides/" + i0,schemaPath:"#/definitions/stringOrList/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.items.type,parentSchema:schema16.items,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
if(data.namespace !== undefined){
let data7 = data.namespace;
if(typeof data7 !== "string"){
const err12 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.namespace.type,parentSchema:schema19.properties.namespace,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.settings !== undefined){
let data8 = data.settings;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
if(!(((((((key2 === "message-naming") || (key2 === "title-as-schema-name")) || (key2 === "respect-nullable-schemas")) || (key2 === "idiomatic-request-names")) || (key2 === "wrap-references-to-nullable-in-optional")) || (key2 === "coerce-optional-schemas-to-nullable")) || (key2 === "group-environments-by-host"))){
const err13 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/asyncapiSettings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema22,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data8["message-naming"] !== undefined){
let data9 = data8["message-naming"];
if(typeof data9 !== "string"){
const err14 = {instancePath:instancePath+"/settings/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties["message-naming"].type,parentSchema:schema22.properties["message-naming"],data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data9 === "v1") || (data9 === "v2"))){
const err15 = {instancePath:instancePath+"/settings/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/enum",keyword:"enum",params:{allowedValues: schema22.properties["message-naming"].enum},message:"must be equal to one of the allowed values",schema:schema22.properties["message-naming"].enum,parentSchema:schema22.properties["message-naming"],data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data8["title-as-schema-name"] !== undefined){
let data10 = data8["title-as-schema-name"];
if(typeof data10 !== "boolean"){
const err16 = {instancePath:instancePath+"/settings/title-as-schema-name",schemaPath:"#/definitions/asyncapiSettings/properties/title-as-schema-name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema22.properties["title-as-schema-name"].type,parentSchema:schema22.properties["title-as-schema-name"],data:data10};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data8["respect-nullable-schemas"] !== undefined){
let data11 = data8["respect-nullable-schemas"];
if(typeof data11 !== "boolean"){
const err17 = {instancePath:instancePath+"/settings/respect-nullable-schemas",schemaPath:"#/definitions/asyncapiSettings/properties/respect-nullable-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema22.properties["respect-nullable-schemas"].type,parentSchema:schema22.properties["respect-nullable-schemas"],data:data11};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data8["idiomatic-request-names"] !== undefined){
let data12 = data8["idiomatic-request-names"];
if(typeof data12 !== "boolean"){
const err18 = {instancePath:instancePath+"/settings/idiomatic-request-names",schemaPath:"#/definitions/asyncapiSettings/properties/idiomatic-request-names/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema22.properties["idiomatic-request-names"].type,parentSchema:schema22.properties["idiomatic-request-names"],data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8["wrap-references-to-nullable-in-optional"] !== undefined){
let data13 = data8["wrap-references-to-nullable-in-optional"];
if(typeof data13 !== "boolean"){
const err19 = {instancePath:instancePath+"/settings/wrap-references-to-nullable-in-optional",schemaPath:"#/definitions/asyncapiSettings/properties/wrap-references-to-nullable-in-optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema22.properties["wrap-references-to-nullable-in-optional"].type,parentSchema:schema22.properties["wrap-references-to-nullable-in-optional"],data:data13};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data8["coerce-optional-schemas-to-nullable"] !== undefined){
let data14 = data8["coerce-optional-schemas-to-nullable"];
if(typeof data14 !== "boolean"){
const err20 = {instancePath:instancePath+"/settings/coerce-optional-schemas-to-nullable",schemaPath:"#/definitions/asyncapiSettings/properties/coerce-optional-schemas-to-nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema22.properties["coerce-optional-schemas-to-nullable"].type,parentSchema:schema22.properties["coerce-optional-schemas-to-nullable"],data:data14};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data8["group-environments-by-host"] !== undefined){
let data15 = data8["group-environments-by-host"];
if(typeof data15 !== "boolean"){
const err21 = {instancePath:instancePath+"/settings/group-environments-by-host",schemaPath:"#/definitions/asyncapiSettings/properties/group-environments-by-host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema22.properties["group-environments-by-host"].type,parentSchema:schema22.properties["group-environments-by-host"],data:data15};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/settings",schemaPath:"#/definitions/asyncapiSettings/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.type,parentSchema:schema22,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.references !== undefined){
let data16 = data.references;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key3 in data16){
if(!(((((key3 === "folders") || (key3 === "remote")) || (key3 === "private-network")) || (key3 === "max-bytes")) || (key3 === "timeout-seconds"))){
const err23 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data:data16};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data16.folders !== undefined){
let data17 = data16.folders;
if(Array.isArray(data17)){
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(typeof data18 !== "string"){
const err24 = {instancePath:instancePath+"/references/folders/" + i1,schemaPath:"#/definitions/specReferences/properties/folders/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.folders.items.type,parentSchema:schema18.properties.folders.items,data:data18};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/references/folders",schemaPath:"#/definitions/specReferences/properties/folders/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.folders.type,parentSchema:schema18.properties.folders,data:data17};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data16.remote !== undefined){
let data19 = data16.remote;
if(typeof data19 !== "boolean"){
const err26 = {instancePath:instancePath+"/references/remote",schemaPath:"#/definitions/specReferences/properties/remote/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.remote.type,parentSchema:schema18.properties.remote,data:data19};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data16["private-network"] !== undefined){
let data20 = data16["private-network"];
if(typeof data20 !== "boolean"){
const err27 = {instancePath:instancePath+"/references/private-network",schemaPath:"#/definitions/specReferences/properties/private-network/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties["private-network"].type,parentSchema:schema18.properties["private-network"],data:data20};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data16["max-bytes"] !== undefined){
let data21 = data16["max-bytes"];
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err28 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties["max-bytes"].type,parentSchema:schema18.properties["max-bytes"],data:data21};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err29 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties["max-bytes"],data:data21};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data16["timeout-seconds"] !== undefined){
let data22 = data16["timeout-seconds"];
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 <= 0 || isNaN(data22)){
const err30 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema18.properties["timeout-seconds"],data:data22};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties["timeout-seconds"].type,parentSchema:schema18.properties["timeout-seconds"],data:data22};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data:data16};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

const schema24 = {"title":"Protobuf spec","description":"A protobuf definition (`proto` key).","type":"object","additionalProperties":false,"required":["proto"],"properties":{"proto":{"type":"object","description":"Where the `.proto` files are.","additionalProperties":false,"required":["root"],"properties":{"root":{"$ref":"#/definitions/gitOrPath","description":"Root of the proto directory, up to where the package path starts (for package `a.b.v1` at `protos/a/b/v1/f.proto` the root is `protos/`). A local path or a git object."},"target":{"type":"string","description":"Target `.proto` file. Without it the whole root is read."},"overrides":{"$ref":"#/definitions/stringOrList","description":"Override file or files (SDK generation only). Has no effect yet: `bracken check` warns when it is set."},"local-generation":{"type":"boolean","default":false,"description":"Compile locally with the `buf` tool instead of remote generation. Has no effect yet: `bracken check` warns when it is set."}}},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.proto === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "proto"},message:"must have required property '"+"proto"+"'",schema:schema24.required,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "proto") || (key0 === "references"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.proto !== undefined){
let data0 = data.proto;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.root === undefined){
const err2 = {instancePath:instancePath+"/proto",schemaPath:"#/properties/proto/required",keyword:"required",params:{missingProperty: "root"},message:"must have required property '"+"root"+"'",schema:schema24.properties.proto.required,parentSchema:schema24.properties.proto,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "root") || (key1 === "target")) || (key1 === "overrides")) || (key1 === "local-generation"))){
const err3 = {instancePath:instancePath+"/proto",schemaPath:"#/properties/proto/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema24.properties.proto,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.root !== undefined){
let data1 = data0.root;
if((typeof data1 !== "string") && (!(data1 && typeof data1 == "object" && !Array.isArray(data1)))){
const err4 = {instancePath:instancePath+"/proto/root",schemaPath:"#/definitions/gitOrPath/type",keyword:"type",params:{type: schema15.type},message:"must be string,object",schema:schema15.type,parentSchema:schema15,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.repo === undefined){
const err5 = {instancePath:instancePath+"/proto/root",schemaPath:"#/definitions/gitOrPath/required",keyword:"required",params:{missingProperty: "repo"},message:"must have required property '"+"repo"+"'",schema:schema15.required,parentSchema:schema15,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.path === undefined){
const err6 = {instancePath:instancePath+"/proto/root",schemaPath:"#/definitions/gitOrPath/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema15.required,parentSchema:schema15,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key2 in data1){
if(!(((key2 === "repo") || (key2 === "ref")) || (key2 === "path"))){
const err7 = {instancePath:instancePath+"/proto/root",schemaPath:"#/definitions/gitOrPath/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.repo !== undefined){
let data2 = data1.repo;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/proto/root/repo",schemaPath:"#/definitions/gitOrPath/properties/repo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.repo.type,parentSchema:schema15.properties.repo,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.ref !== undefined){
let data3 = data1.ref;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/proto/root/ref",schemaPath:"#/definitions/gitOrPath/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.ref.type,parentSchema:schema15.properties.ref,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.path !== undefined){
let data4 = data1.path;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/proto/root/path",schemaPath:"#/definitions/gitOrPath/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.path.type,parentSchema:schema15.properties.path,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
if(data0.target !== undefined){
let data5 = data0.target;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/proto/target",schemaPath:"#/properties/proto/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.proto.properties.target.type,parentSchema:schema24.properties.proto.properties.target,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.overrides !== undefined){
let data6 = data0.overrides;
if((typeof data6 !== "string") && (!(Array.isArray(data6)))){
const err12 = {instancePath:instancePath+"/proto/overrides",schemaPath:"#/definitions/stringOrList/type",keyword:"type",params:{type: schema16.type},message:"must be string,array",schema:schema16.type,parentSchema:schema16,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/proto/overrides/" + i0,schemaPath:"#/definitions/stringOrList/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.items.type,parentSchema:schema16.items,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
if(data0["local-generation"] !== undefined){
let data8 = data0["local-generation"];
if(typeof data8 !== "boolean"){
const err14 = {instancePath:instancePath+"/proto/local-generation",schemaPath:"#/properties/proto/properties/local-generation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema24.properties.proto.properties["local-generation"].type,parentSchema:schema24.properties.proto.properties["local-generation"],data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/proto",schemaPath:"#/properties/proto/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.properties.proto.type,parentSchema:schema24.properties.proto,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.references !== undefined){
let data9 = data.references;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 in data9){
if(!(((((key3 === "folders") || (key3 === "remote")) || (key3 === "private-network")) || (key3 === "max-bytes")) || (key3 === "timeout-seconds"))){
const err16 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.folders !== undefined){
let data10 = data9.folders;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 !== "string"){
const err17 = {instancePath:instancePath+"/references/folders/" + i1,schemaPath:"#/definitions/specReferences/properties/folders/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.folders.items.type,parentSchema:schema18.properties.folders.items,data:data11};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/references/folders",schemaPath:"#/definitions/specReferences/properties/folders/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.folders.type,parentSchema:schema18.properties.folders,data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9.remote !== undefined){
let data12 = data9.remote;
if(typeof data12 !== "boolean"){
const err19 = {instancePath:instancePath+"/references/remote",schemaPath:"#/definitions/specReferences/properties/remote/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.remote.type,parentSchema:schema18.properties.remote,data:data12};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9["private-network"] !== undefined){
let data13 = data9["private-network"];
if(typeof data13 !== "boolean"){
const err20 = {instancePath:instancePath+"/references/private-network",schemaPath:"#/definitions/specReferences/properties/private-network/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties["private-network"].type,parentSchema:schema18.properties["private-network"],data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9["max-bytes"] !== undefined){
let data14 = data9["max-bytes"];
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err21 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties["max-bytes"].type,parentSchema:schema18.properties["max-bytes"],data:data14};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err22 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties["max-bytes"],data:data14};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data9["timeout-seconds"] !== undefined){
let data15 = data9["timeout-seconds"];
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 <= 0 || isNaN(data15)){
const err23 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema18.properties["timeout-seconds"],data:data15};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties["timeout-seconds"].type,parentSchema:schema18.properties["timeout-seconds"],data:data15};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.type,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

const schema28 = {"title":"OpenRPC spec","description":"An OpenRPC definition (`openrpc` key).","type":"object","additionalProperties":false,"required":["openrpc"],"properties":{"openrpc":{"type":"string","description":"Path to the OpenRPC file."},"overrides":{"$ref":"#/definitions/stringOrList","description":"Override file or files, applied one after another in the listed order."},"namespace":{"type":"string","description":"Namespace of this definition."},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.openrpc === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "openrpc"},message:"must have required property '"+"openrpc"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "openrpc") || (key0 === "overrides")) || (key0 === "namespace")) || (key0 === "references"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.openrpc !== undefined){
let data0 = data.openrpc;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/openrpc",schemaPath:"#/properties/openrpc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.openrpc.type,parentSchema:schema28.properties.openrpc,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.overrides !== undefined){
let data1 = data.overrides;
if((typeof data1 !== "string") && (!(Array.isArray(data1)))){
const err3 = {instancePath:instancePath+"/overrides",schemaPath:"#/definitions/stringOrList/type",keyword:"type",params:{type: schema16.type},message:"must be string,array",schema:schema16.type,parentSchema:schema16,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/overrides/" + i0,schemaPath:"#/definitions/stringOrList/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.items.type,parentSchema:schema16.items,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
if(data.namespace !== undefined){
let data3 = data.namespace;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.namespace.type,parentSchema:schema28.properties.namespace,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.references !== undefined){
let data4 = data.references;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!(((((key1 === "folders") || (key1 === "remote")) || (key1 === "private-network")) || (key1 === "max-bytes")) || (key1 === "timeout-seconds"))){
const err6 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data4.folders !== undefined){
let data5 = data4.folders;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(typeof data6 !== "string"){
const err7 = {instancePath:instancePath+"/references/folders/" + i1,schemaPath:"#/definitions/specReferences/properties/folders/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.folders.items.type,parentSchema:schema18.properties.folders.items,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/references/folders",schemaPath:"#/definitions/specReferences/properties/folders/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.folders.type,parentSchema:schema18.properties.folders,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.remote !== undefined){
let data7 = data4.remote;
if(typeof data7 !== "boolean"){
const err9 = {instancePath:instancePath+"/references/remote",schemaPath:"#/definitions/specReferences/properties/remote/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.remote.type,parentSchema:schema18.properties.remote,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4["private-network"] !== undefined){
let data8 = data4["private-network"];
if(typeof data8 !== "boolean"){
const err10 = {instancePath:instancePath+"/references/private-network",schemaPath:"#/definitions/specReferences/properties/private-network/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties["private-network"].type,parentSchema:schema18.properties["private-network"],data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4["max-bytes"] !== undefined){
let data9 = data4["max-bytes"];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err11 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties["max-bytes"].type,parentSchema:schema18.properties["max-bytes"],data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err12 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties["max-bytes"],data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data4["timeout-seconds"] !== undefined){
let data10 = data4["timeout-seconds"];
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 <= 0 || isNaN(data10)){
const err13 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema18.properties["timeout-seconds"],data:data10};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties["timeout-seconds"].type,parentSchema:schema18.properties["timeout-seconds"],data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

const schema31 = {"title":"Conjure spec","description":"A Conjure definition (`conjure` key).","type":"object","additionalProperties":false,"required":["conjure"],"properties":{"conjure":{"type":"string","description":"Path to the Conjure file."},"references":{"$ref":"#/definitions/specReferences","description":"Where the definition's `$ref`s and imports may lead: more folders, remote references and their limits."}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.conjure === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "conjure"},message:"must have required property '"+"conjure"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "conjure") || (key0 === "references"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.conjure !== undefined){
let data0 = data.conjure;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/conjure",schemaPath:"#/properties/conjure/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.conjure.type,parentSchema:schema31.properties.conjure,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.references !== undefined){
let data1 = data.references;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!(((((key1 === "folders") || (key1 === "remote")) || (key1 === "private-network")) || (key1 === "max-bytes")) || (key1 === "timeout-seconds"))){
const err3 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.folders !== undefined){
let data2 = data1.folders;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/references/folders/" + i0,schemaPath:"#/definitions/specReferences/properties/folders/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.folders.items.type,parentSchema:schema18.properties.folders.items,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/references/folders",schemaPath:"#/definitions/specReferences/properties/folders/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema18.properties.folders.type,parentSchema:schema18.properties.folders,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.remote !== undefined){
let data4 = data1.remote;
if(typeof data4 !== "boolean"){
const err6 = {instancePath:instancePath+"/references/remote",schemaPath:"#/definitions/specReferences/properties/remote/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.remote.type,parentSchema:schema18.properties.remote,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1["private-network"] !== undefined){
let data5 = data1["private-network"];
if(typeof data5 !== "boolean"){
const err7 = {instancePath:instancePath+"/references/private-network",schemaPath:"#/definitions/specReferences/properties/private-network/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties["private-network"].type,parentSchema:schema18.properties["private-network"],data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1["max-bytes"] !== undefined){
let data6 = data1["max-bytes"];
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err8 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema18.properties["max-bytes"].type,parentSchema:schema18.properties["max-bytes"],data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err9 = {instancePath:instancePath+"/references/max-bytes",schemaPath:"#/definitions/specReferences/properties/max-bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema18.properties["max-bytes"],data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data1["timeout-seconds"] !== undefined){
let data7 = data1["timeout-seconds"];
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 <= 0 || isNaN(data7)){
const err10 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema18.properties["timeout-seconds"],data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/references/timeout-seconds",schemaPath:"#/definitions/specReferences/properties/timeout-seconds/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema18.properties["timeout-seconds"].type,parentSchema:schema18.properties["timeout-seconds"],data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/references",schemaPath:"#/definitions/specReferences/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}


function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.openapi === undefined) && (missing0 = "openapi")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(!(validate13(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs4 = errors;
const _errs5 = errors;
let valid1 = true;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.asyncapi === undefined) && (missing1 = "asyncapi")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid1 = _errs6 === errors;
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid1){
const _errs7 = errors;
if(!(validate15(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
var _valid1 = _errs7 === errors;
valid1 = _valid1;
ifClause1 = "then";
}
else {
const _errs8 = errors;
const _errs9 = errors;
let valid2 = true;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.proto === undefined) && (missing2 = "proto")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid2 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
let ifClause2;
if(_valid2){
const _errs11 = errors;
if(!(validate17(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var _valid2 = _errs11 === errors;
valid2 = _valid2;
ifClause2 = "then";
}
else {
const _errs12 = errors;
const _errs13 = errors;
let valid3 = true;
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.openrpc === undefined) && (missing3 = "openrpc")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid3 = _errs14 === errors;
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
let ifClause3;
if(_valid3){
const _errs15 = errors;
if(!(validate19(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
errors = vErrors.length;
}
var _valid3 = _errs15 === errors;
valid3 = _valid3;
ifClause3 = "then";
}
else {
const _errs16 = errors;
const _errs17 = errors;
let valid4 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.conjure === undefined) && (missing4 = "conjure")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid4 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
let ifClause4;
if(_valid4){
const _errs19 = errors;
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var _valid4 = _errs19 === errors;
valid4 = _valid4;
ifClause4 = "then";
}
else {
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.openapi === undefined){
const err6 = {instancePath,schemaPath:"#/else/else/else/else/else/required",keyword:"required",params:{missingProperty: "openapi"},message:"must have required property '"+"openapi"+"'",schema:schema13.else.else.else.else.else.required,parentSchema:schema13.else.else.else.else.else,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid4 = _errs20 === errors;
valid4 = _valid4;
ifClause4 = "else";
}
if(!valid4){
const err7 = {instancePath,schemaPath:"#/else/else/else/else/if",keyword:"if",params:{failingKeyword: ifClause4},message:"must match \""+ifClause4+"\" schema",schema:schema13.else.else.else.else.if,parentSchema:schema13.else.else.else.else,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid3 = _errs16 === errors;
valid3 = _valid3;
ifClause3 = "else";
}
if(!valid3){
const err8 = {instancePath,schemaPath:"#/else/else/else/if",keyword:"if",params:{failingKeyword: ifClause3},message:"must match \""+ifClause3+"\" schema",schema:schema13.else.else.else.if,parentSchema:schema13.else.else.else,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid2 = _errs12 === errors;
valid2 = _valid2;
ifClause2 = "else";
}
if(!valid2){
const err9 = {instancePath,schemaPath:"#/else/else/if",keyword:"if",params:{failingKeyword: ifClause2},message:"must match \""+ifClause2+"\" schema",schema:schema13.else.else.if,parentSchema:schema13.else.else,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs8 === errors;
valid1 = _valid1;
ifClause1 = "else";
}
if(!valid1){
const err10 = {instancePath,schemaPath:"#/else/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema",schema:schema13.else.if,parentSchema:schema13.else,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err11 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema13.if,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

const schema35 = {"title":"Environment","description":"A base URL, or an object with `url` (one host) or `urls` (base-URL name to URL, for several hosts) and optional server URL `variables`.","type":["string","object"],"additionalProperties":false,"properties":{"url":{"type":"string","description":"Base URL of a single-host environment; may contain `{variable}` placeholders."},"urls":{"type":"object","description":"Base-URL name to URL for a multi-host environment.","minProperties":1,"additionalProperties":{"type":"string"}},"variables":{"type":"object","description":"Server URL variables: name to its default value and allowed values. SDKs expose each as an optional client option.","additionalProperties":{"$ref":"#/definitions/environmentVariable"}}}};
const schema36 = {"title":"Server URL variable","description":"A server URL variable: its default value as a string, or an object.","type":["string","object"],"additionalProperties":false,"properties":{"default":{"type":"string","description":"Value used when the client gives none."},"enum":{"type":"array","items":{"type":"string"},"description":"Allowed values."},"description":{"type":"string","description":"Documentation for the variable."}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema35.type},message:"must be string,object",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "url") || (key0 === "urls")) || (key0 === "variables"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.url.type,parentSchema:schema35.properties.url,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.urls !== undefined){
let data1 = data.urls;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length < 1){
const err3 = {instancePath:instancePath+"/urls",schemaPath:"#/properties/urls/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema35.properties.urls,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
let data2 = data1[key1];
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/urls/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/urls/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.urls.additionalProperties.type,parentSchema:schema35.properties.urls.additionalProperties,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/urls",schemaPath:"#/properties/urls/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.properties.urls.type,parentSchema:schema35.properties.urls,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.variables !== undefined){
let data3 = data.variables;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
let data4 = data3[key2];
if((typeof data4 !== "string") && (!(data4 && typeof data4 == "object" && !Array.isArray(data4)))){
const err6 = {instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/environmentVariable/type",keyword:"type",params:{type: schema36.type},message:"must be string,object",schema:schema36.type,parentSchema:schema36,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key3 in data4){
if(!(((key3 === "default") || (key3 === "enum")) || (key3 === "description"))){
const err7 = {instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/environmentVariable/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4.default !== undefined){
let data5 = data4.default;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/default",schemaPath:"#/definitions/environmentVariable/properties/default/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.default.type,parentSchema:schema36.properties.default,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.enum !== undefined){
let data6 = data4.enum;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/enum/" + i0,schemaPath:"#/definitions/environmentVariable/properties/enum/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.enum.items.type,parentSchema:schema36.properties.enum.items,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/enum",schemaPath:"#/definitions/environmentVariable/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.enum.type,parentSchema:schema36.properties.enum,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.description !== undefined){
let data8 = data4.description;
if(typeof data8 !== "string"){
const err11 = {instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/definitions/environmentVariable/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.description.type,parentSchema:schema36.properties.description,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
}
else {
const err12 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.properties.variables.type,parentSchema:schema35.properties.variables,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
validate24.errors = vErrors;
return errors === 0;
}

const schema37 = {"title":"api.settings","description":"Settings for every spec: any OpenAPI or AsyncAPI setting, plus `auto-generate-idempotency-key`.","type":"object","additionalProperties":false,"properties":{"auto-generate-idempotency-key":{"$ref":"#/definitions/idempotencyKey","description":"Automatic idempotency keys for every generator; a generator's `config.auto-generate-idempotency-key` overrides it, including an explicit `false`."},"message-naming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming"},"title-as-schema-name":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name"},"inline-path-parameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters"},"inline-all-of-schemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas"},"prefer-undiscriminated-unions-with-literals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals"},"only-include-referenced-schemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas"},"respect-nullable-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas"},"object-query-parameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters"},"wrap-references-to-nullable-in-optional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional"},"coerce-optional-schemas-to-nullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable"},"respect-readonly-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas"},"respect-forward-compatible-enums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums"},"use-bytes-for-binary-response":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response"},"default-form-parameter-encoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding"},"additional-properties-defaults-to":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to"},"type-dates-as-strings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings"},"preserve-single-schema-oneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof"},"filter":{"$ref":"#/definitions/openapiSettings/properties/filter"},"example-generation":{"$ref":"#/definitions/openapiSettings/properties/example-generation"},"coerce-enums-to-literals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals"},"idiomatic-request-names":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names"},"resolve-aliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases"},"group-environments-by-host":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host"}}};
const schema38 = {"title":"auto-generate-idempotency-key","description":"Automatic idempotency keys: `true` uses the defaults, an object sets them, `false` turns them off. When on, SDKs send a UUIDv4 in the header on the listed methods unless the caller supplies a key.","type":["boolean","object"],"default":false,"additionalProperties":false,"properties":{"header-name":{"type":"string","default":"Idempotency-Key","description":"Header that carries the key."},"methods":{"type":"array","default":["POST","PUT"],"description":"HTTP methods that get a key.","items":{"type":"string","enum":["GET","POST","PUT","PATCH","DELETE","HEAD","OPTIONS"]}}}};
const schema39 = {"type":"string","enum":["v1","v2"],"default":"v1","description":"Message naming version."};
const schema40 = {"type":"boolean","default":false,"description":"Use schema titles as type names."};
const schema41 = {"type":"boolean","default":true,"description":"Include path parameters in the generated inlined request."};
const schema42 = {"type":"boolean","default":false,"description":"Inline allOf schemas into the child instead of extending them; a child may then make a parent's required property optional."};
const schema43 = {"type":"boolean","default":false,"description":"Prefer undiscriminated unions with literals."};
const schema44 = {"type":"boolean","default":false,"description":"Only include schemas that endpoints reference."};
const schema45 = {"type":"boolean","default":true,"description":"Preserve nullable schemas; when false they are treated as optional."};
const schema46 = {"type":"boolean","default":true,"description":"Parse deep object query parameters."};
const schema47 = {"type":"boolean","default":false,"description":"Wrap references to nullable schemas in optional; when false they are required and nullable."};
const schema48 = {"type":"boolean","default":false,"description":"Coerce optional schemas to nullable."};
const schema49 = {"type":"boolean","description":"Explore readonly schemas."};
const schema50 = {"type":"boolean","default":false,"description":"Respect forward compatible enums."};
const schema51 = {"type":"boolean","description":"Use bytes for binary responses instead of a file stream."};
const schema52 = {"type":"string","enum":["form","json"],"default":"json","description":"Encoding of form parameters that declare none."};
const schema53 = {"type":"boolean","default":false,"description":"Value of additionalProperties when a schema leaves it undefined."};
const schema54 = {"type":"boolean","default":false,"description":"Keep strings with format date as strings; when false they become dates."};
const schema55 = {"type":"boolean","default":false,"description":"Keep a oneOf with a single schema; when false it is unwrapped."};
const schema56 = {"type":"object","description":"Path-based filtering (tag-based filtering is `audiences` on a group).","additionalProperties":false,"properties":{"endpoints":{"type":"array","description":"Only these endpoints are generated. Each entry is `METHOD /path`, optionally prefixed with `<namespace>::`.","items":{"type":"string"}}}};
const schema57 = {"type":"object","description":"Limits of generated examples.","additionalProperties":false,"properties":{"request":{"type":"object","description":"Request examples.","additionalProperties":false,"properties":{"max-depth":{"type":"integer","minimum":0,"description":"Maximum depth at which optional request properties get examples; 0 means none."}}},"response":{"type":"object","description":"Response examples.","additionalProperties":false,"properties":{"max-depth":{"type":"integer","minimum":0,"description":"Maximum depth at which optional response properties get examples; 0 means none."}}}}};
const schema58 = {"type":"boolean","default":false,"description":"Convert enums to literal types."};
const schema59 = {"type":"boolean","default":true,"description":"Put the verb before the noun in generated request names."};
const schema60 = {"type":["boolean","object"],"default":false,"description":"`true` inlines every type alias; an object with `except` keeps the listed aliases.","additionalProperties":false,"properties":{"except":{"type":"array","items":{"type":"string"},"description":"Alias names to keep."}}};
const schema61 = {"type":"boolean","default":false,"description":"Group servers by host into unified environments so several protocols share one environment."};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema37.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data["auto-generate-idempotency-key"] !== undefined){
let data0 = data["auto-generate-idempotency-key"];
if((typeof data0 !== "boolean") && (!(data0 && typeof data0 == "object" && !Array.isArray(data0)))){
const err1 = {instancePath:instancePath+"/auto-generate-idempotency-key",schemaPath:"#/definitions/idempotencyKey/type",keyword:"type",params:{type: schema38.type},message:"must be boolean,object",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "header-name") || (key1 === "methods"))){
const err2 = {instancePath:instancePath+"/auto-generate-idempotency-key",schemaPath:"#/definitions/idempotencyKey/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0["header-name"] !== undefined){
let data1 = data0["header-name"];
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/auto-generate-idempotency-key/header-name",schemaPath:"#/definitions/idempotencyKey/properties/header-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties["header-name"].type,parentSchema:schema38.properties["header-name"],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.methods !== undefined){
let data2 = data0.methods;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods/" + i0,schemaPath:"#/definitions/idempotencyKey/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.methods.items.type,parentSchema:schema38.properties.methods.items,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((data3 === "GET") || (data3 === "POST")) || (data3 === "PUT")) || (data3 === "PATCH")) || (data3 === "DELETE")) || (data3 === "HEAD")) || (data3 === "OPTIONS"))){
const err5 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods/" + i0,schemaPath:"#/definitions/idempotencyKey/properties/methods/items/enum",keyword:"enum",params:{allowedValues: schema38.properties.methods.items.enum},message:"must be equal to one of the allowed values",schema:schema38.properties.methods.items.enum,parentSchema:schema38.properties.methods.items,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods",schemaPath:"#/definitions/idempotencyKey/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema38.properties.methods.type,parentSchema:schema38.properties.methods,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
if(data["message-naming"] !== undefined){
let data4 = data["message-naming"];
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data4 === "v1") || (data4 === "v2"))){
const err8 = {instancePath:instancePath+"/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values",schema:schema39.enum,parentSchema:schema39,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data["title-as-schema-name"] !== undefined){
let data5 = data["title-as-schema-name"];
if(typeof data5 !== "boolean"){
const err9 = {instancePath:instancePath+"/title-as-schema-name",schemaPath:"#/definitions/openapiSettings/properties/title-as-schema-name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.type,parentSchema:schema40,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data["inline-path-parameters"] !== undefined){
let data6 = data["inline-path-parameters"];
if(typeof data6 !== "boolean"){
const err10 = {instancePath:instancePath+"/inline-path-parameters",schemaPath:"#/definitions/openapiSettings/properties/inline-path-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.type,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data["inline-all-of-schemas"] !== undefined){
let data7 = data["inline-all-of-schemas"];
if(typeof data7 !== "boolean"){
const err11 = {instancePath:instancePath+"/inline-all-of-schemas",schemaPath:"#/definitions/openapiSettings/properties/inline-all-of-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.type,parentSchema:schema42,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data["prefer-undiscriminated-unions-with-literals"] !== undefined){
let data8 = data["prefer-undiscriminated-unions-with-literals"];
if(typeof data8 !== "boolean"){
const err12 = {instancePath:instancePath+"/prefer-undiscriminated-unions-with-literals",schemaPath:"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.type,parentSchema:schema43,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data["only-include-referenced-schemas"] !== undefined){
let data9 = data["only-include-referenced-schemas"];
if(typeof data9 !== "boolean"){
const err13 = {instancePath:instancePath+"/only-include-referenced-schemas",schemaPath:"#/definitions/openapiSettings/properties/only-include-referenced-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.type,parentSchema:schema44,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data["respect-nullable-schemas"] !== undefined){
let data10 = data["respect-nullable-schemas"];
if(typeof data10 !== "boolean"){
const err14 = {instancePath:instancePath+"/respect-nullable-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-nullable-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema45.type,parentSchema:schema45,data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data["object-query-parameters"] !== undefined){
let data11 = data["object-query-parameters"];
if(typeof data11 !== "boolean"){
const err15 = {instancePath:instancePath+"/object-query-parameters",schemaPath:"#/definitions/openapiSettings/properties/object-query-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.type,parentSchema:schema46,data:data11};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data["wrap-references-to-nullable-in-optional"] !== undefined){
let data12 = data["wrap-references-to-nullable-in-optional"];
if(typeof data12 !== "boolean"){
const err16 = {instancePath:instancePath+"/wrap-references-to-nullable-in-optional",schemaPath:"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.type,parentSchema:schema47,data:data12};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data["coerce-optional-schemas-to-nullable"] !== undefined){
let data13 = data["coerce-optional-schemas-to-nullable"];
if(typeof data13 !== "boolean"){
const err17 = {instancePath:instancePath+"/coerce-optional-schemas-to-nullable",schemaPath:"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema48.type,parentSchema:schema48,data:data13};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data["respect-readonly-schemas"] !== undefined){
let data14 = data["respect-readonly-schemas"];
if(typeof data14 !== "boolean"){
const err18 = {instancePath:instancePath+"/respect-readonly-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-readonly-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema49.type,parentSchema:schema49,data:data14};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data["respect-forward-compatible-enums"] !== undefined){
let data15 = data["respect-forward-compatible-enums"];
if(typeof data15 !== "boolean"){
const err19 = {instancePath:instancePath+"/respect-forward-compatible-enums",schemaPath:"#/definitions/openapiSettings/properties/respect-forward-compatible-enums/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema50.type,parentSchema:schema50,data:data15};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data["use-bytes-for-binary-response"] !== undefined){
let data16 = data["use-bytes-for-binary-response"];
if(typeof data16 !== "boolean"){
const err20 = {instancePath:instancePath+"/use-bytes-for-binary-response",schemaPath:"#/definitions/openapiSettings/properties/use-bytes-for-binary-response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema51.type,parentSchema:schema51,data:data16};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data["default-form-parameter-encoding"] !== undefined){
let data17 = data["default-form-parameter-encoding"];
if(typeof data17 !== "string"){
const err21 = {instancePath:instancePath+"/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.type,parentSchema:schema52,data:data17};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data17 === "form") || (data17 === "json"))){
const err22 = {instancePath:instancePath+"/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values",schema:schema52.enum,parentSchema:schema52,data:data17};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data["additional-properties-defaults-to"] !== undefined){
let data18 = data["additional-properties-defaults-to"];
if(typeof data18 !== "boolean"){
const err23 = {instancePath:instancePath+"/additional-properties-defaults-to",schemaPath:"#/definitions/openapiSettings/properties/additional-properties-defaults-to/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data18};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data["type-dates-as-strings"] !== undefined){
let data19 = data["type-dates-as-strings"];
if(typeof data19 !== "boolean"){
const err24 = {instancePath:instancePath+"/type-dates-as-strings",schemaPath:"#/definitions/openapiSettings/properties/type-dates-as-strings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.type,parentSchema:schema54,data:data19};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data["preserve-single-schema-oneof"] !== undefined){
let data20 = data["preserve-single-schema-oneof"];
if(typeof data20 !== "boolean"){
const err25 = {instancePath:instancePath+"/preserve-single-schema-oneof",schemaPath:"#/definitions/openapiSettings/properties/preserve-single-schema-oneof/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.type,parentSchema:schema55,data:data20};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.filter !== undefined){
let data21 = data.filter;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key2 in data21){
if(!(key2 === "endpoints")){
const err26 = {instancePath:instancePath+"/filter",schemaPath:"#/definitions/openapiSettings/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data:data21};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data21.endpoints !== undefined){
let data22 = data21.endpoints;
if(Array.isArray(data22)){
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(typeof data23 !== "string"){
const err27 = {instancePath:instancePath+"/filter/endpoints/" + i1,schemaPath:"#/definitions/openapiSettings/properties/filter/properties/endpoints/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.endpoints.items.type,parentSchema:schema56.properties.endpoints.items,data:data23};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/filter/endpoints",schemaPath:"#/definitions/openapiSettings/properties/filter/properties/endpoints/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema56.properties.endpoints.type,parentSchema:schema56.properties.endpoints,data:data22};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/filter",schemaPath:"#/definitions/openapiSettings/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data:data21};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data["example-generation"] !== undefined){
let data24 = data["example-generation"];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key3 in data24){
if(!((key3 === "request") || (key3 === "response"))){
const err30 = {instancePath:instancePath+"/example-generation",schemaPath:"#/definitions/openapiSettings/properties/example-generation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data:data24};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data24.request !== undefined){
let data25 = data24.request;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key4 in data25){
if(!(key4 === "max-depth")){
const err31 = {instancePath:instancePath+"/example-generation/request",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema57.properties.request,data:data25};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data25["max-depth"] !== undefined){
let data26 = data25["max-depth"];
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err32 = {instancePath:instancePath+"/example-generation/request/max-depth",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/request/properties/max-depth/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.request.properties["max-depth"].type,parentSchema:schema57.properties.request.properties["max-depth"],data:data26};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err33 = {instancePath:instancePath+"/example-generation/request/max-depth",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/request/properties/max-depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.request.properties["max-depth"],data:data26};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
}
else {
const err34 = {instancePath:instancePath+"/example-generation/request",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.properties.request.type,parentSchema:schema57.properties.request,data:data25};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data24.response !== undefined){
let data27 = data24.response;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key5 in data27){
if(!(key5 === "max-depth")){
const err35 = {instancePath:instancePath+"/example-generation/response",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/response/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema57.properties.response,data:data27};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data27["max-depth"] !== undefined){
let data28 = data27["max-depth"];
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err36 = {instancePath:instancePath+"/example-generation/response/max-depth",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/response/properties/max-depth/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.response.properties["max-depth"].type,parentSchema:schema57.properties.response.properties["max-depth"],data:data28};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err37 = {instancePath:instancePath+"/example-generation/response/max-depth",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/response/properties/max-depth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.response.properties["max-depth"],data:data28};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
}
else {
const err38 = {instancePath:instancePath+"/example-generation/response",schemaPath:"#/definitions/openapiSettings/properties/example-generation/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.properties.response.type,parentSchema:schema57.properties.response,data:data27};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/example-generation",schemaPath:"#/definitions/openapiSettings/properties/example-generation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data:data24};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data["coerce-enums-to-literals"] !== undefined){
let data29 = data["coerce-enums-to-literals"];
if(typeof data29 !== "boolean"){
const err40 = {instancePath:instancePath+"/coerce-enums-to-literals",schemaPath:"#/definitions/openapiSettings/properties/coerce-enums-to-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema58.type,parentSchema:schema58,data:data29};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data["idiomatic-request-names"] !== undefined){
let data30 = data["idiomatic-request-names"];
if(typeof data30 !== "boolean"){
const err41 = {instancePath:instancePath+"/idiomatic-request-names",schemaPath:"#/definitions/openapiSettings/properties/idiomatic-request-names/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.type,parentSchema:schema59,data:data30};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data["resolve-aliases"] !== undefined){
let data31 = data["resolve-aliases"];
if((typeof data31 !== "boolean") && (!(data31 && typeof data31 == "object" && !Array.isArray(data31)))){
const err42 = {instancePath:instancePath+"/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/type",keyword:"type",params:{type: schema60.type},message:"must be boolean,object",schema:schema60.type,parentSchema:schema60,data:data31};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
if(!(key6 === "except")){
const err43 = {instancePath:instancePath+"/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data:data31};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data31.except !== undefined){
let data32 = data31.except;
if(Array.isArray(data32)){
const len2 = data32.length;
for(let i2=0; i2<len2; i2++){
let data33 = data32[i2];
if(typeof data33 !== "string"){
const err44 = {instancePath:instancePath+"/resolve-aliases/except/" + i2,schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.except.items.type,parentSchema:schema60.properties.except.items,data:data33};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/resolve-aliases/except",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.except.type,parentSchema:schema60.properties.except,data:data32};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
}
if(data["group-environments-by-host"] !== undefined){
let data34 = data["group-environments-by-host"];
if(typeof data34 !== "boolean"){
const err46 = {instancePath:instancePath+"/group-environments-by-host",schemaPath:"#/definitions/openapiSettings/properties/group-environments-by-host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.type,parentSchema:schema61,data:data34};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "specs") || (key0 === "auth")) || (key0 === "headers")) || (key0 === "environments")) || (key0 === "settings"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.specs !== undefined){
let data0 = data.specs;
if(!data0 || typeof data0 != "object"){
const err1 = {instancePath:instancePath+"/specs",schemaPath:"#/properties/specs/type",keyword:"type",params:{type: schema12.properties.specs.type},message:"must be array,object",schema:schema12.properties.specs.type,parentSchema:schema12.properties.specs,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate12(data0[i0], {instancePath:instancePath+"/specs/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.conjure === undefined){
const err2 = {instancePath:instancePath+"/specs",schemaPath:"#/properties/specs/required",keyword:"required",params:{missingProperty: "conjure"},message:"must have required property '"+"conjure"+"'",schema:schema12.properties.specs.required,parentSchema:schema12.properties.specs,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!(key1 === "conjure")){
const err3 = {instancePath:instancePath+"/specs",schemaPath:"#/properties/specs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.specs,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.conjure !== undefined){
let data2 = data0.conjure;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/specs/conjure",schemaPath:"#/properties/specs/properties/conjure/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.specs.properties.conjure.type,parentSchema:schema12.properties.specs.properties.conjure,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
if(data.auth !== undefined){
let data3 = data.auth;
if((typeof data3 !== "string") && (!(data3 && typeof data3 == "object" && !Array.isArray(data3)))){
const err5 = {instancePath:instancePath+"/auth",schemaPath:"#/definitions/apiAuth/type",keyword:"type",params:{type: schema33.type},message:"must be string,object",schema:schema33.type,parentSchema:schema33,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 1){
const err6 = {instancePath:instancePath+"/auth",schemaPath:"#/definitions/apiAuth/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties",schema:1,parentSchema:schema33,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Object.keys(data3).length < 1){
const err7 = {instancePath:instancePath+"/auth",schemaPath:"#/definitions/apiAuth/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema33,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key2 in data3){
if(!((key2 === "any") || (key2 === "all"))){
const err8 = {instancePath:instancePath+"/auth",schemaPath:"#/definitions/apiAuth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.any !== undefined){
let data4 = data3.any;
if(Array.isArray(data4)){
if(data4.length < 1){
const err9 = {instancePath:instancePath+"/auth/any",schemaPath:"#/definitions/apiAuth/properties/any/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema33.properties.any,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/auth/any/" + i1,schemaPath:"#/definitions/apiAuth/properties/any/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.any.items.type,parentSchema:schema33.properties.any.items,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/auth/any",schemaPath:"#/definitions/apiAuth/properties/any/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.any.type,parentSchema:schema33.properties.any,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.all !== undefined){
let data6 = data3.all;
if(Array.isArray(data6)){
if(data6.length < 1){
const err12 = {instancePath:instancePath+"/auth/all",schemaPath:"#/definitions/apiAuth/properties/all/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema33.properties.all,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
let data7 = data6[i2];
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/auth/all/" + i2,schemaPath:"#/definitions/apiAuth/properties/all/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.all.items.type,parentSchema:schema33.properties.all.items,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/auth/all",schemaPath:"#/definitions/apiAuth/properties/all/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.all.type,parentSchema:schema33.properties.all,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
if(data.headers !== undefined){
let data8 = data.headers;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key3 in data8){
let data9 = data8[key3];
if((typeof data9 !== "string") && (!(data9 && typeof data9 == "object" && !Array.isArray(data9)))){
const err15 = {instancePath:instancePath+"/headers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/headerValue/type",keyword:"type",params:{type: schema34.type},message:"must be string,object",schema:schema34.type,parentSchema:schema34,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key4 in data9){
if(!((key4 === "name") || (key4 === "type"))){
const err16 = {instancePath:instancePath+"/headers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/headerValue/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.name !== undefined){
let data10 = data9.name;
if(typeof data10 !== "string"){
const err17 = {instancePath:instancePath+"/headers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/name",schemaPath:"#/definitions/headerValue/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.name.type,parentSchema:schema34.properties.name,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data9.type !== undefined){
let data11 = data9.type;
if(typeof data11 !== "string"){
const err18 = {instancePath:instancePath+"/headers/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/definitions/headerValue/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.type.type,parentSchema:schema34.properties.type,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
}
else {
const err19 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.headers.type,parentSchema:schema12.properties.headers,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.environments !== undefined){
let data12 = data.environments;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key5 in data12){
if(!(validate24(data12[key5], {instancePath:instancePath+"/environments/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data12,parentDataProperty:key5,rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/environments",schemaPath:"#/properties/environments/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.environments.type,parentSchema:schema12.properties.environments,data:data12};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.settings !== undefined){
if(!(validate26(data.settings, {instancePath:instancePath+"/settings",parentData:data,parentDataProperty:"settings",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema62 = {"title":"Auth scheme","description":"A custom header scheme (an object with `header`), or `scheme: basic`, `scheme: bearer` or `scheme: oauth`.","type":"object","if":{"required":["header"]},"then":{"$ref":"#/definitions/headerAuthScheme"},"else":{"required":["scheme"],"properties":{"scheme":{"enum":["basic","bearer","oauth"],"description":"Scheme kind."}},"x-bracken-message":"expected an auth scheme: an object with `header`, or with `scheme` set to basic, bearer or oauth","allOf":[{"if":{"properties":{"scheme":{"const":"basic"}},"required":["scheme"]},"then":{"$ref":"#/definitions/basicAuthScheme"}},{"if":{"properties":{"scheme":{"const":"bearer"}},"required":["scheme"]},"then":{"$ref":"#/definitions/bearerAuthScheme"}},{"if":{"properties":{"scheme":{"const":"oauth"}},"required":["scheme"]},"then":{"$ref":"#/definitions/oauthAuthScheme"}}]}};
const schema63 = {"title":"Custom header scheme","description":"A credential sent in a custom header.","type":"object","additionalProperties":false,"required":["header"],"properties":{"header":{"type":"string","description":"Header name."},"name":{"type":"string","description":"Descriptive name; the client option is its camelCase form."},"type":{"type":"string","default":"string","description":"Code type of the value."},"prefix":{"type":"string","description":"Text prepended to the value, for example `Token `."},"env":{"type":"string","description":"Environment variable read at client initialization when no value is passed."}}};
const schema64 = {"title":"HTTP Basic scheme","description":"HTTP Basic authentication (`scheme: basic`). When both fields are omitted no Authorization header is sent.","type":"object","additionalProperties":false,"required":["scheme"],"properties":{"scheme":{"const":"basic","description":"Scheme kind."},"username":{"$ref":"#/definitions/basicAuthField","description":"The user name field."},"password":{"$ref":"#/definitions/basicAuthField","description":"The password field."}}};
const schema65 = {"title":"Basic auth field","description":"The user name or password field of HTTP Basic.","type":"object","additionalProperties":false,"properties":{"name":{"type":"string","description":"Parameter name in the generated client (`username` or `password` by default)."},"env":{"type":"string","description":"Environment variable read when no value is passed."},"omit":{"type":"boolean","default":false,"description":"Remove the field from the client's API and encode it as an empty string."}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scheme === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "scheme") || (key0 === "username")) || (key0 === "password"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.scheme !== undefined){
let data0 = data.scheme;
if("basic" !== data0){
const err2 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/const",keyword:"const",params:{allowedValue: "basic"},message:"must be equal to constant",schema:"basic",parentSchema:schema64.properties.scheme,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.username !== undefined){
let data1 = data.username;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!(((key1 === "name") || (key1 === "env")) || (key1 === "omit"))){
const err3 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/basicAuthField/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/username/name",schemaPath:"#/definitions/basicAuthField/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.name.type,parentSchema:schema65.properties.name,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.env !== undefined){
let data3 = data1.env;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/username/env",schemaPath:"#/definitions/basicAuthField/properties/env/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.env.type,parentSchema:schema65.properties.env,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.omit !== undefined){
let data4 = data1.omit;
if(typeof data4 !== "boolean"){
const err6 = {instancePath:instancePath+"/username/omit",schemaPath:"#/definitions/basicAuthField/properties/omit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.omit.type,parentSchema:schema65.properties.omit,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/basicAuthField/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.password !== undefined){
let data5 = data.password;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(!(((key2 === "name") || (key2 === "env")) || (key2 === "omit"))){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/basicAuthField/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data5.name !== undefined){
let data6 = data5.name;
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/password/name",schemaPath:"#/definitions/basicAuthField/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.name.type,parentSchema:schema65.properties.name,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.env !== undefined){
let data7 = data5.env;
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/password/env",schemaPath:"#/definitions/basicAuthField/properties/env/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.env.type,parentSchema:schema65.properties.env,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.omit !== undefined){
let data8 = data5.omit;
if(typeof data8 !== "boolean"){
const err11 = {instancePath:instancePath+"/password/omit",schemaPath:"#/definitions/basicAuthField/properties/omit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.omit.type,parentSchema:schema65.properties.omit,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/basicAuthField/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

const schema67 = {"title":"Bearer scheme","description":"A bearer token in the Authorization header (`scheme: bearer`).","type":"object","additionalProperties":false,"required":["scheme"],"properties":{"scheme":{"const":"bearer","description":"Scheme kind."},"token":{"$ref":"#/definitions/authField","description":"The token field (client option `token` by default)."}}};
const schema68 = {"title":"Auth field","description":"A credential field of a scheme: its client option name and the environment variable that fills it.","type":"object","additionalProperties":false,"properties":{"name":{"type":"string","description":"Parameter name in the generated client."},"env":{"type":"string","description":"Environment variable read when no value is passed."}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scheme === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "scheme") || (key0 === "token"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.scheme !== undefined){
let data0 = data.scheme;
if("bearer" !== data0){
const err2 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/const",keyword:"const",params:{allowedValue: "bearer"},message:"must be equal to constant",schema:"bearer",parentSchema:schema67.properties.scheme,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.token !== undefined){
let data1 = data.token;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!((key1 === "name") || (key1 === "env"))){
const err3 = {instancePath:instancePath+"/token",schemaPath:"#/definitions/authField/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/token/name",schemaPath:"#/definitions/authField/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.name.type,parentSchema:schema68.properties.name,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.env !== undefined){
let data3 = data1.env;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/token/env",schemaPath:"#/definitions/authField/properties/env/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.env.type,parentSchema:schema68.properties.env,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/token",schemaPath:"#/definitions/authField/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

const schema69 = {"title":"OAuth scheme","description":"OAuth 2.0 client credentials (`scheme: oauth`). The token is fetched when the client starts.","type":"object","additionalProperties":false,"required":["scheme","type"],"properties":{"scheme":{"const":"oauth","description":"Scheme kind."},"type":{"const":"client-credentials","description":"OAuth flow; only `client-credentials`."},"scopes":{"type":"array","items":{"type":"string"},"description":"Scopes to request."},"client-id-env":{"type":"string","description":"Environment variable holding the client id."},"client-secret-env":{"type":"string","description":"Environment variable holding the client secret."},"token-prefix":{"type":"string","default":"Bearer","description":"Prefix of the token in the header."},"token-header":{"type":"string","default":"Authorization","description":"Header that carries the token."},"get-token":{"type":"object","description":"How a token is obtained.","additionalProperties":false,"required":["endpoint"],"properties":{"endpoint":{"type":"string","description":"Token endpoint: an operation id such as `auth.get_token`, or `METHOD /path` with an optional `<namespace>::` prefix."},"request-properties":{"type":"object","description":"Names of the token request's fields.","additionalProperties":false,"properties":{"client-id":{"type":"string","description":"Request field for the client id."},"client-secret":{"type":"string","description":"Request field for the client secret."},"scopes":{"type":"string","description":"Request field for the scopes."}}},"response-properties":{"$ref":"#/definitions/tokenResponseProperties","description":"Names of the token response's fields."}}},"refresh-token":{"type":"object","description":"How an expired token is renewed without resending credentials. Without it the client calls `get-token` again.","additionalProperties":false,"required":["endpoint","request-properties"],"properties":{"endpoint":{"type":"string","description":"Refresh endpoint reference."},"request-properties":{"type":"object","description":"Names of the refresh request's fields.","additionalProperties":false,"required":["refresh-token"],"properties":{"refresh-token":{"type":"string","description":"Request field for the refresh token."}}},"response-properties":{"$ref":"#/definitions/tokenResponseProperties","description":"Names of the refresh response's fields; `refresh-token` is set when the API rotates refresh tokens."}}}}};
const schema70 = {"title":"Token response properties","description":"Names of the fields of a token response.","type":"object","additionalProperties":false,"properties":{"access-token":{"type":"string","description":"Response field holding the access token."},"expires-in":{"type":"string","description":"Response field holding the lifetime in seconds; when present the client refreshes before expiry."},"refresh-token":{"type":"string","description":"Response field holding the refresh token."}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scheme === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema69.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.scheme !== undefined){
let data0 = data.scheme;
if("oauth" !== data0){
const err3 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/const",keyword:"const",params:{allowedValue: "oauth"},message:"must be equal to constant",schema:"oauth",parentSchema:schema69.properties.scheme,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if("client-credentials" !== data1){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "client-credentials"},message:"must be equal to constant",schema:"client-credentials",parentSchema:schema69.properties.type,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.scopes !== undefined){
let data2 = data.scopes;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/scopes/" + i0,schemaPath:"#/properties/scopes/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.scopes.items.type,parentSchema:schema69.properties.scopes.items,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema69.properties.scopes.type,parentSchema:schema69.properties.scopes,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data["client-id-env"] !== undefined){
let data4 = data["client-id-env"];
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/client-id-env",schemaPath:"#/properties/client-id-env/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["client-id-env"].type,parentSchema:schema69.properties["client-id-env"],data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data["client-secret-env"] !== undefined){
let data5 = data["client-secret-env"];
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/client-secret-env",schemaPath:"#/properties/client-secret-env/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["client-secret-env"].type,parentSchema:schema69.properties["client-secret-env"],data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data["token-prefix"] !== undefined){
let data6 = data["token-prefix"];
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/token-prefix",schemaPath:"#/properties/token-prefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["token-prefix"].type,parentSchema:schema69.properties["token-prefix"],data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data["token-header"] !== undefined){
let data7 = data["token-header"];
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/token-header",schemaPath:"#/properties/token-header/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["token-header"].type,parentSchema:schema69.properties["token-header"],data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data["get-token"] !== undefined){
let data8 = data["get-token"];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.endpoint === undefined){
const err11 = {instancePath:instancePath+"/get-token",schemaPath:"#/properties/get-token/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'",schema:schema69.properties["get-token"].required,parentSchema:schema69.properties["get-token"],data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data8){
if(!(((key1 === "endpoint") || (key1 === "request-properties")) || (key1 === "response-properties"))){
const err12 = {instancePath:instancePath+"/get-token",schemaPath:"#/properties/get-token/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema69.properties["get-token"],data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data8.endpoint !== undefined){
let data9 = data8.endpoint;
if(typeof data9 !== "string"){
const err13 = {instancePath:instancePath+"/get-token/endpoint",schemaPath:"#/properties/get-token/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["get-token"].properties.endpoint.type,parentSchema:schema69.properties["get-token"].properties.endpoint,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data8["request-properties"] !== undefined){
let data10 = data8["request-properties"];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key2 in data10){
if(!(((key2 === "client-id") || (key2 === "client-secret")) || (key2 === "scopes"))){
const err14 = {instancePath:instancePath+"/get-token/request-properties",schemaPath:"#/properties/get-token/properties/request-properties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema69.properties["get-token"].properties["request-properties"],data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data10["client-id"] !== undefined){
let data11 = data10["client-id"];
if(typeof data11 !== "string"){
const err15 = {instancePath:instancePath+"/get-token/request-properties/client-id",schemaPath:"#/properties/get-token/properties/request-properties/properties/client-id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["get-token"].properties["request-properties"].properties["client-id"].type,parentSchema:schema69.properties["get-token"].properties["request-properties"].properties["client-id"],data:data11};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data10["client-secret"] !== undefined){
let data12 = data10["client-secret"];
if(typeof data12 !== "string"){
const err16 = {instancePath:instancePath+"/get-token/request-properties/client-secret",schemaPath:"#/properties/get-token/properties/request-properties/properties/client-secret/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["get-token"].properties["request-properties"].properties["client-secret"].type,parentSchema:schema69.properties["get-token"].properties["request-properties"].properties["client-secret"],data:data12};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data10.scopes !== undefined){
let data13 = data10.scopes;
if(typeof data13 !== "string"){
const err17 = {instancePath:instancePath+"/get-token/request-properties/scopes",schemaPath:"#/properties/get-token/properties/request-properties/properties/scopes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["get-token"].properties["request-properties"].properties.scopes.type,parentSchema:schema69.properties["get-token"].properties["request-properties"].properties.scopes,data:data13};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/get-token/request-properties",schemaPath:"#/properties/get-token/properties/request-properties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties["get-token"].properties["request-properties"].type,parentSchema:schema69.properties["get-token"].properties["request-properties"],data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8["response-properties"] !== undefined){
let data14 = data8["response-properties"];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key3 in data14){
if(!(((key3 === "access-token") || (key3 === "expires-in")) || (key3 === "refresh-token"))){
const err19 = {instancePath:instancePath+"/get-token/response-properties",schemaPath:"#/definitions/tokenResponseProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data:data14};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data14["access-token"] !== undefined){
let data15 = data14["access-token"];
if(typeof data15 !== "string"){
const err20 = {instancePath:instancePath+"/get-token/response-properties/access-token",schemaPath:"#/definitions/tokenResponseProperties/properties/access-token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties["access-token"].type,parentSchema:schema70.properties["access-token"],data:data15};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data14["expires-in"] !== undefined){
let data16 = data14["expires-in"];
if(typeof data16 !== "string"){
const err21 = {instancePath:instancePath+"/get-token/response-properties/expires-in",schemaPath:"#/definitions/tokenResponseProperties/properties/expires-in/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties["expires-in"].type,parentSchema:schema70.properties["expires-in"],data:data16};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data14["refresh-token"] !== undefined){
let data17 = data14["refresh-token"];
if(typeof data17 !== "string"){
const err22 = {instancePath:instancePath+"/get-token/response-properties/refresh-token",schemaPath:"#/definitions/tokenResponseProperties/properties/refresh-token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties["refresh-token"].type,parentSchema:schema70.properties["refresh-token"],data:data17};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/get-token/response-properties",schemaPath:"#/definitions/tokenResponseProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data:data14};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/get-token",schemaPath:"#/properties/get-token/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties["get-token"].type,parentSchema:schema69.properties["get-token"],data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data["refresh-token"] !== undefined){
let data18 = data["refresh-token"];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.endpoint === undefined){
const err25 = {instancePath:instancePath+"/refresh-token",schemaPath:"#/properties/refresh-token/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'",schema:schema69.properties["refresh-token"].required,parentSchema:schema69.properties["refresh-token"],data:data18};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data18["request-properties"] === undefined){
const err26 = {instancePath:instancePath+"/refresh-token",schemaPath:"#/properties/refresh-token/required",keyword:"required",params:{missingProperty: "request-properties"},message:"must have required property '"+"request-properties"+"'",schema:schema69.properties["refresh-token"].required,parentSchema:schema69.properties["refresh-token"],data:data18};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key4 in data18){
if(!(((key4 === "endpoint") || (key4 === "request-properties")) || (key4 === "response-properties"))){
const err27 = {instancePath:instancePath+"/refresh-token",schemaPath:"#/properties/refresh-token/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema69.properties["refresh-token"],data:data18};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data18.endpoint !== undefined){
let data19 = data18.endpoint;
if(typeof data19 !== "string"){
const err28 = {instancePath:instancePath+"/refresh-token/endpoint",schemaPath:"#/properties/refresh-token/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["refresh-token"].properties.endpoint.type,parentSchema:schema69.properties["refresh-token"].properties.endpoint,data:data19};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data18["request-properties"] !== undefined){
let data20 = data18["request-properties"];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20["refresh-token"] === undefined){
const err29 = {instancePath:instancePath+"/refresh-token/request-properties",schemaPath:"#/properties/refresh-token/properties/request-properties/required",keyword:"required",params:{missingProperty: "refresh-token"},message:"must have required property '"+"refresh-token"+"'",schema:schema69.properties["refresh-token"].properties["request-properties"].required,parentSchema:schema69.properties["refresh-token"].properties["request-properties"],data:data20};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key5 in data20){
if(!(key5 === "refresh-token")){
const err30 = {instancePath:instancePath+"/refresh-token/request-properties",schemaPath:"#/properties/refresh-token/properties/request-properties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema69.properties["refresh-token"].properties["request-properties"],data:data20};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data20["refresh-token"] !== undefined){
let data21 = data20["refresh-token"];
if(typeof data21 !== "string"){
const err31 = {instancePath:instancePath+"/refresh-token/request-properties/refresh-token",schemaPath:"#/properties/refresh-token/properties/request-properties/properties/refresh-token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties["refresh-token"].properties["request-properties"].properties["refresh-token"].type,parentSchema:schema69.properties["refresh-token"].properties["request-properties"].properties["refresh-token"],data:data21};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/refresh-token/request-properties",schemaPath:"#/properties/refresh-token/properties/request-properties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties["refresh-token"].properties["request-properties"].type,parentSchema:schema69.properties["refresh-token"].properties["request-properties"],data:data20};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data18["response-properties"] !== undefined){
let data22 = data18["response-properties"];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key6 in data22){
if(!(((key6 === "access-token") || (key6 === "expires-in")) || (key6 === "refresh-token"))){
const err33 = {instancePath:instancePath+"/refresh-token/response-properties",schemaPath:"#/definitions/tokenResponseProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data:data22};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data22["access-token"] !== undefined){
let data23 = data22["access-token"];
if(typeof data23 !== "string"){
const err34 = {instancePath:instancePath+"/refresh-token/response-properties/access-token",schemaPath:"#/definitions/tokenResponseProperties/properties/access-token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties["access-token"].type,parentSchema:schema70.properties["access-token"],data:data23};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data22["expires-in"] !== undefined){
let data24 = data22["expires-in"];
if(typeof data24 !== "string"){
const err35 = {instancePath:instancePath+"/refresh-token/response-properties/expires-in",schemaPath:"#/definitions/tokenResponseProperties/properties/expires-in/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties["expires-in"].type,parentSchema:schema70.properties["expires-in"],data:data24};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data22["refresh-token"] !== undefined){
let data25 = data22["refresh-token"];
if(typeof data25 !== "string"){
const err36 = {instancePath:instancePath+"/refresh-token/response-properties/refresh-token",schemaPath:"#/definitions/tokenResponseProperties/properties/refresh-token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties["refresh-token"].type,parentSchema:schema70.properties["refresh-token"],data:data25};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/refresh-token/response-properties",schemaPath:"#/definitions/tokenResponseProperties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data:data22};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/refresh-token",schemaPath:"#/properties/refresh-token/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties["refresh-token"].type,parentSchema:schema69.properties["refresh-token"],data:data18};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.header === undefined) && (missing0 = "header")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.header === undefined){
const err2 = {instancePath,schemaPath:"#/definitions/headerAuthScheme/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "header") || (key0 === "name")) || (key0 === "type")) || (key0 === "prefix")) || (key0 === "env"))){
const err3 = {instancePath,schemaPath:"#/definitions/headerAuthScheme/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.header !== undefined){
let data0 = data.header;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/header",schemaPath:"#/definitions/headerAuthScheme/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.header.type,parentSchema:schema63.properties.header,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/headerAuthScheme/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.name.type,parentSchema:schema63.properties.name,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/definitions/headerAuthScheme/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.type.type,parentSchema:schema63.properties.type,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.prefix !== undefined){
let data3 = data.prefix;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/prefix",schemaPath:"#/definitions/headerAuthScheme/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.prefix.type,parentSchema:schema63.properties.prefix,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.env !== undefined){
let data4 = data.env;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/env",schemaPath:"#/definitions/headerAuthScheme/properties/env/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.env.type,parentSchema:schema63.properties.env,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/definitions/headerAuthScheme/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs17 = errors;
const _errs19 = errors;
let valid4 = true;
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.scheme === undefined) && (missing1 = "scheme")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(data.scheme !== undefined){
if("basic" !== data.scheme){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
var _valid1 = _errs20 === errors;
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs22 = errors;
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var _valid1 = _errs22 === errors;
valid4 = _valid1;
}
if(!valid4){
const err12 = {instancePath,schemaPath:"#/else/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.else.allOf[0].if,parentSchema:schema62.else.allOf[0],data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs24 = errors;
let valid6 = true;
const _errs25 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.scheme === undefined) && (missing2 = "scheme")){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
if(data.scheme !== undefined){
if("bearer" !== data.scheme){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
var _valid2 = _errs25 === errors;
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs27 = errors;
if(!(validate32(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var _valid2 = _errs27 === errors;
valid6 = _valid2;
}
if(!valid6){
const err15 = {instancePath,schemaPath:"#/else/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.else.allOf[1].if,parentSchema:schema62.else.allOf[1],data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs29 = errors;
let valid8 = true;
const _errs30 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.scheme === undefined) && (missing3 = "scheme")){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(data.scheme !== undefined){
if("oauth" !== data.scheme){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
var _valid3 = _errs30 === errors;
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs32 = errors;
if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var _valid3 = _errs32 === errors;
valid8 = _valid3;
}
if(!valid8){
const err18 = {instancePath,schemaPath:"#/else/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.else.allOf[2].if,parentSchema:schema62.else.allOf[2],data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scheme === undefined){
const err19 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'",schema:schema62.else.required,parentSchema:schema62.else,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.scheme !== undefined){
let data8 = data.scheme;
if(!(((data8 === "basic") || (data8 === "bearer")) || (data8 === "oauth"))){
const err20 = {instancePath:instancePath+"/scheme",schemaPath:"#/else/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema62.else.properties.scheme.enum},message:"must be equal to one of the allowed values",schema:schema62.else.properties.scheme.enum,parentSchema:schema62.else.properties.scheme,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
var _valid0 = _errs17 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err21 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema62.if,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

const schema74 = {"title":"readme","description":"README content for every SDK.","type":"object","additionalProperties":false,"properties":{"bannerLink":{"type":"string","description":"Banner image or link shown at the top of the README."},"introduction":{"type":"string","description":"Introduction text."},"apiReferenceLink":{"type":"string","description":"URL of external API documentation."},"apiName":{"type":"string","description":"Name shown as '<name> SDK' or '<name> API'. Defaults to the organization name."},"exampleStyle":{"type":"string","enum":["minimal","comprehensive"],"default":"comprehensive","description":"`minimal` shows only required parameters (Java SDKs only)."},"disabledSections":{"type":"array","items":{"type":"string","enum":["contributing"]},"description":"Sections left out of the README. Supported value: `contributing`."},"defaultEndpoint":{"type":"object","description":"Endpoint used for the README's main example.","additionalProperties":false,"required":["method","path"],"properties":{"method":{"type":"string","description":"HTTP method."},"path":{"type":"string","description":"Endpoint path."},"stream":{"type":"boolean","default":false,"description":"Whether the example uses the streaming variant."}}},"customSections":{"type":"array","description":"Extra README sections for one language.","items":{"type":"object","additionalProperties":false,"required":["title","language","content"],"properties":{"title":{"type":"string","description":"Section title."},"language":{"type":"string","enum":["java","typescript"],"description":"Language whose SDK gets the section: `java` or `typescript`."},"content":{"type":"string","description":"Markdown content; may use `{{ variable }}` placeholders such as `packageName`."}}}},"features":{"type":"object","description":"Feature name to endpoints; each feature gets a section with example snippets.","additionalProperties":{"type":"array","items":{"$ref":"#/definitions/endpointReference"}}}}};
const schema75 = {"type":["string","object"],"description":"`METHOD /path`, or an object with `method` and `path`.","additionalProperties":false,"required":["method","path"],"properties":{"method":{"type":"string","description":"HTTP method."},"path":{"type":"string","description":"Endpoint path."}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema74.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.bannerLink !== undefined){
let data0 = data.bannerLink;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/bannerLink",schemaPath:"#/properties/bannerLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.bannerLink.type,parentSchema:schema74.properties.bannerLink,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.introduction !== undefined){
let data1 = data.introduction;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/introduction",schemaPath:"#/properties/introduction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.introduction.type,parentSchema:schema74.properties.introduction,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.apiReferenceLink !== undefined){
let data2 = data.apiReferenceLink;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/apiReferenceLink",schemaPath:"#/properties/apiReferenceLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.apiReferenceLink.type,parentSchema:schema74.properties.apiReferenceLink,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.apiName !== undefined){
let data3 = data.apiName;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/apiName",schemaPath:"#/properties/apiName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.apiName.type,parentSchema:schema74.properties.apiName,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.exampleStyle !== undefined){
let data4 = data.exampleStyle;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/exampleStyle",schemaPath:"#/properties/exampleStyle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.exampleStyle.type,parentSchema:schema74.properties.exampleStyle,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data4 === "minimal") || (data4 === "comprehensive"))){
const err6 = {instancePath:instancePath+"/exampleStyle",schemaPath:"#/properties/exampleStyle/enum",keyword:"enum",params:{allowedValues: schema74.properties.exampleStyle.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.exampleStyle.enum,parentSchema:schema74.properties.exampleStyle,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.disabledSections !== undefined){
let data5 = data.disabledSections;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 !== "string"){
const err7 = {instancePath:instancePath+"/disabledSections/" + i0,schemaPath:"#/properties/disabledSections/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.disabledSections.items.type,parentSchema:schema74.properties.disabledSections.items,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(data6 === "contributing")){
const err8 = {instancePath:instancePath+"/disabledSections/" + i0,schemaPath:"#/properties/disabledSections/items/enum",keyword:"enum",params:{allowedValues: schema74.properties.disabledSections.items.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.disabledSections.items.enum,parentSchema:schema74.properties.disabledSections.items,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/disabledSections",schemaPath:"#/properties/disabledSections/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.disabledSections.type,parentSchema:schema74.properties.disabledSections,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.defaultEndpoint !== undefined){
let data7 = data.defaultEndpoint;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.method === undefined){
const err10 = {instancePath:instancePath+"/defaultEndpoint",schemaPath:"#/properties/defaultEndpoint/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema74.properties.defaultEndpoint.required,parentSchema:schema74.properties.defaultEndpoint,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data7.path === undefined){
const err11 = {instancePath:instancePath+"/defaultEndpoint",schemaPath:"#/properties/defaultEndpoint/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema74.properties.defaultEndpoint.required,parentSchema:schema74.properties.defaultEndpoint,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data7){
if(!(((key1 === "method") || (key1 === "path")) || (key1 === "stream"))){
const err12 = {instancePath:instancePath+"/defaultEndpoint",schemaPath:"#/properties/defaultEndpoint/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema74.properties.defaultEndpoint,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.method !== undefined){
let data8 = data7.method;
if(typeof data8 !== "string"){
const err13 = {instancePath:instancePath+"/defaultEndpoint/method",schemaPath:"#/properties/defaultEndpoint/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.defaultEndpoint.properties.method.type,parentSchema:schema74.properties.defaultEndpoint.properties.method,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.path !== undefined){
let data9 = data7.path;
if(typeof data9 !== "string"){
const err14 = {instancePath:instancePath+"/defaultEndpoint/path",schemaPath:"#/properties/defaultEndpoint/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.defaultEndpoint.properties.path.type,parentSchema:schema74.properties.defaultEndpoint.properties.path,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data7.stream !== undefined){
let data10 = data7.stream;
if(typeof data10 !== "boolean"){
const err15 = {instancePath:instancePath+"/defaultEndpoint/stream",schemaPath:"#/properties/defaultEndpoint/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema74.properties.defaultEndpoint.properties.stream.type,parentSchema:schema74.properties.defaultEndpoint.properties.stream,data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/defaultEndpoint",schemaPath:"#/properties/defaultEndpoint/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.defaultEndpoint.type,parentSchema:schema74.properties.defaultEndpoint,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.customSections !== undefined){
let data11 = data.customSections;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.title === undefined){
const err17 = {instancePath:instancePath+"/customSections/" + i1,schemaPath:"#/properties/customSections/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema74.properties.customSections.items.required,parentSchema:schema74.properties.customSections.items,data:data12};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data12.language === undefined){
const err18 = {instancePath:instancePath+"/customSections/" + i1,schemaPath:"#/properties/customSections/items/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'",schema:schema74.properties.customSections.items.required,parentSchema:schema74.properties.customSections.items,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data12.content === undefined){
const err19 = {instancePath:instancePath+"/customSections/" + i1,schemaPath:"#/properties/customSections/items/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'",schema:schema74.properties.customSections.items.required,parentSchema:schema74.properties.customSections.items,data:data12};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data12){
if(!(((key2 === "title") || (key2 === "language")) || (key2 === "content"))){
const err20 = {instancePath:instancePath+"/customSections/" + i1,schemaPath:"#/properties/customSections/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema74.properties.customSections.items,data:data12};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data12.title !== undefined){
let data13 = data12.title;
if(typeof data13 !== "string"){
const err21 = {instancePath:instancePath+"/customSections/" + i1+"/title",schemaPath:"#/properties/customSections/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.customSections.items.properties.title.type,parentSchema:schema74.properties.customSections.items.properties.title,data:data13};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data12.language !== undefined){
let data14 = data12.language;
if(typeof data14 !== "string"){
const err22 = {instancePath:instancePath+"/customSections/" + i1+"/language",schemaPath:"#/properties/customSections/items/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.customSections.items.properties.language.type,parentSchema:schema74.properties.customSections.items.properties.language,data:data14};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data14 === "java") || (data14 === "typescript"))){
const err23 = {instancePath:instancePath+"/customSections/" + i1+"/language",schemaPath:"#/properties/customSections/items/properties/language/enum",keyword:"enum",params:{allowedValues: schema74.properties.customSections.items.properties.language.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.customSections.items.properties.language.enum,parentSchema:schema74.properties.customSections.items.properties.language,data:data14};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data12.content !== undefined){
let data15 = data12.content;
if(typeof data15 !== "string"){
const err24 = {instancePath:instancePath+"/customSections/" + i1+"/content",schemaPath:"#/properties/customSections/items/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.customSections.items.properties.content.type,parentSchema:schema74.properties.customSections.items.properties.content,data:data15};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/customSections/" + i1,schemaPath:"#/properties/customSections/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.customSections.items.type,parentSchema:schema74.properties.customSections.items,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/customSections",schemaPath:"#/properties/customSections/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.customSections.type,parentSchema:schema74.properties.customSections,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.features !== undefined){
let data16 = data.features;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key3 in data16){
let data17 = data16[key3];
if(Array.isArray(data17)){
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
if((typeof data18 !== "string") && (!(data18 && typeof data18 == "object" && !Array.isArray(data18)))){
const err27 = {instancePath:instancePath+"/features/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/definitions/endpointReference/type",keyword:"type",params:{type: schema75.type},message:"must be string,object",schema:schema75.type,parentSchema:schema75,data:data18};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.method === undefined){
const err28 = {instancePath:instancePath+"/features/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/definitions/endpointReference/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'",schema:schema75.required,parentSchema:schema75,data:data18};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data18.path === undefined){
const err29 = {instancePath:instancePath+"/features/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/definitions/endpointReference/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema75.required,parentSchema:schema75,data:data18};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key4 in data18){
if(!((key4 === "method") || (key4 === "path"))){
const err30 = {instancePath:instancePath+"/features/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,schemaPath:"#/definitions/endpointReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema75,data:data18};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data18.method !== undefined){
let data19 = data18.method;
if(typeof data19 !== "string"){
const err31 = {instancePath:instancePath+"/features/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/method",schemaPath:"#/definitions/endpointReference/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.method.type,parentSchema:schema75.properties.method,data:data19};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data18.path !== undefined){
let data20 = data18.path;
if(typeof data20 !== "string"){
const err32 = {instancePath:instancePath+"/features/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2+"/path",schemaPath:"#/definitions/endpointReference/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.properties.path.type,parentSchema:schema75.properties.path,data:data20};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/features/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/features/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.features.additionalProperties.type,parentSchema:schema74.properties.features.additionalProperties,data:data17};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.features.type,parentSchema:schema74.properties.features,data:data16};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}

const schema77 = {"title":"Group","description":"A named set of generators.","type":"object","additionalProperties":false,"properties":{"audiences":{"type":"array","items":{"type":"string"},"description":"Only endpoints, schemas and properties tagged with one of these audiences are included. Without it everything is."},"generators":{"type":"array","items":{"$ref":"#/definitions/generator"},"description":"Generators run by the group."},"reviewers":{"$ref":"#/definitions/reviewers","description":"Code reviewers for every SDK of this group; merged with the generator's own and the top-level reviewers."}}};
const schema78 = {"title":"Generator","description":"One generator: a language target with its version, options, output and delivery. Give exactly one of `name` and `image`.","type":"object","additionalProperties":false,"required":["version"],"properties":{"name":{"type":"string","description":"Generator package name, for example `bracken-typescript-sdk`. Mutually exclusive with `image`.","enum":["bracken-postman","bracken-python-sdk","bracken-typescript-sdk"]},"image":{"type":"object","description":"Self-hosted generation from a custom container registry; the pulled reference is `{registry}/{name}:{version}`. Mutually exclusive with `name`.","additionalProperties":false,"required":["name","registry"],"properties":{"name":{"type":"string","description":"A recognized generator name, needed to resolve the IR version.","enum":["bracken-postman","bracken-python-sdk","bracken-typescript-sdk"]},"registry":{"type":"string","description":"Registry host name with an optional namespace. Has no effect yet: `bracken check` warns when it is set."}}},"version":{"type":"string","pattern":"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$","x-bracken-message":"expected a semantic version such as 1.2.3 (the version of the generated package)","description":"Version of the generated package: written to its `package.json` (and sent in the SDK's platform headers). A semantic version such as `1.2.3` or `2.0.0-beta.1`; `bracken generate --version` overrides it. Bracken's generators are built in, so this does not pick a generator release."},"smart-casing":{"type":"boolean","default":false,"description":"Keep numbers attached (v2, not v_2) and preserve initialisms (CustomerID) and acronyms (HTTPSConnection)."},"config":{"$ref":"#/definitions/generatorConfig","description":"Language-specific options."},"output":{"$ref":"#/definitions/output","description":"Where the SDK is published."},"github":{"$ref":"#/definitions/github","description":"Delivery to a git repository."},"metadata":{"$ref":"#/definitions/generatorMetadata","description":"Metadata for this SDK."},"autorelease":{"type":"boolean","description":"Overrides the top-level `autorelease` for this generator."},"replay":{"$ref":"#/definitions/replay","description":"Replay of hand-written changes for this generator's `github` delivery, or its `local-file-system` folder in a git work tree. A top-level `replay.enabled: false` turns it off for every generator."},"snippets":{"type":"object","description":"Generated snippets file.","additionalProperties":false,"required":["path"],"properties":{"path":{"type":"string","description":"Path of the snippets file."}}},"api":{"type":"object","description":"Auth override for this generator.","additionalProperties":false,"properties":{"auth":{"$ref":"#/definitions/generatorApiAuth","description":"Auth for this generator: a scheme name, `{scheme: name}` or `{any: [...]}`."},"auth-schemes":{"type":"object","description":"Schemes defined for this generator only.","additionalProperties":{"$ref":"#/definitions/authScheme"}}}},"reviewers":{"$ref":"#/definitions/reviewers","description":"Code reviewers for this SDK."}},"allOf":[{"if":{"required":["name"],"properties":{"name":{"const":"bracken-postman"}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-postman"}}}},{"if":{"required":["image"],"properties":{"image":{"type":"object","required":["name"],"properties":{"name":{"const":"bracken-postman"}}}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-postman"}}}},{"if":{"required":["name"],"properties":{"name":{"const":"bracken-python-sdk"}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-python-sdk"}}}},{"if":{"required":["image"],"properties":{"image":{"type":"object","required":["name"],"properties":{"name":{"const":"bracken-python-sdk"}}}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-python-sdk"}}}},{"if":{"required":["name"],"properties":{"name":{"const":"bracken-typescript-sdk"}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-typescript-sdk"}}}},{"if":{"required":["image"],"properties":{"image":{"type":"object","required":["name"],"properties":{"name":{"const":"bracken-typescript-sdk"}}}}},"then":{"properties":{"config":{"$ref":"#/definitions/generatorConfig-bracken-typescript-sdk"}}}}]};
const schema210 = {"title":"Generator config","description":"Language-specific options, checked against the named generator's own schema: [bracken-postman config](#bracken-postman-config), [bracken-python-sdk config](#bracken-python-sdk-config), [bracken-typescript-sdk config](#bracken-typescript-sdk-config). An unknown key is an error. Each generator also takes the reader settings of [OpenAPI settings](#openapi-settings) and [AsyncAPI settings](#asyncapi-settings) that a generator may override (in kebab-case or camelCase; not `filter` or `example-generation`) and `auto-generate-idempotency-key`, which then apply to it alone.","type":"object"};
const schema79 = {"title":"bracken-postman config","description":"Options of the `bracken-postman` generator, under `config` of its entry in `generators.yml`.","type":"object","additionalProperties":false,"properties":{"collectionName":{"type":"string","description":"Name of the collection. Defaults to the API title."},"baseUrl":{"type":"string","default":"http://localhost","description":"Value of the `baseUrl` variable when the API declares no environments."},"includeResponseExamples":{"type":"boolean","default":true,"description":"Attach an example response to every request."},"message-naming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"messageNaming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"title-as-schema-name":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"titleAsSchemaName":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"inline-path-parameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inlinePathParameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inline-all-of-schemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"inlineAllOfSchemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"prefer-undiscriminated-unions-with-literals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"preferUndiscriminatedUnionsWithLiterals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"only-include-referenced-schemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"onlyIncludeReferencedSchemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"respect-nullable-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"respectNullableSchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"object-query-parameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"objectQueryParameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"wrap-references-to-nullable-in-optional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"wrapReferencesToNullableInOptional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"coerce-optional-schemas-to-nullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"coerceOptionalSchemasToNullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"respect-readonly-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respectReadonlySchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respect-forward-compatible-enums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"respectForwardCompatibleEnums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"use-bytes-for-binary-response":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"useBytesForBinaryResponse":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"default-form-parameter-encoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"defaultFormParameterEncoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"additional-properties-defaults-to":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"additionalPropertiesDefaultsTo":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"type-dates-as-strings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"typeDatesAsStrings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"preserve-single-schema-oneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"preserveSingleSchemaOneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"coerce-enums-to-literals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"coerceEnumsToLiterals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"idiomatic-request-names":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"idiomaticRequestNames":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"resolve-aliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"resolveAliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"group-environments-by-host":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"groupEnvironmentsByHost":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"auto-generate-idempotency-key":{"$ref":"#/definitions/idempotencyKey","description":"Automatic idempotency keys for this generator; overrides `api.settings`, including an explicit `false`.","x-bracken-override":"auto-generate-idempotency-key"}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema79.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.collectionName !== undefined){
let data0 = data.collectionName;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/collectionName",schemaPath:"#/properties/collectionName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.collectionName.type,parentSchema:schema79.properties.collectionName,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.baseUrl !== undefined){
let data1 = data.baseUrl;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.baseUrl.type,parentSchema:schema79.properties.baseUrl,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.includeResponseExamples !== undefined){
let data2 = data.includeResponseExamples;
if(typeof data2 !== "boolean"){
const err3 = {instancePath:instancePath+"/includeResponseExamples",schemaPath:"#/properties/includeResponseExamples/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema79.properties.includeResponseExamples.type,parentSchema:schema79.properties.includeResponseExamples,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data["message-naming"] !== undefined){
let data3 = data["message-naming"];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data3 === "v1") || (data3 === "v2"))){
const err5 = {instancePath:instancePath+"/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values",schema:schema39.enum,parentSchema:schema39,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.messageNaming !== undefined){
let data4 = data.messageNaming;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/messageNaming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data4 === "v1") || (data4 === "v2"))){
const err7 = {instancePath:instancePath+"/messageNaming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values",schema:schema39.enum,parentSchema:schema39,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data["title-as-schema-name"] !== undefined){
let data5 = data["title-as-schema-name"];
if(typeof data5 !== "boolean"){
const err8 = {instancePath:instancePath+"/title-as-schema-name",schemaPath:"#/definitions/openapiSettings/properties/title-as-schema-name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.type,parentSchema:schema40,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.titleAsSchemaName !== undefined){
let data6 = data.titleAsSchemaName;
if(typeof data6 !== "boolean"){
const err9 = {instancePath:instancePath+"/titleAsSchemaName",schemaPath:"#/definitions/openapiSettings/properties/title-as-schema-name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.type,parentSchema:schema40,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data["inline-path-parameters"] !== undefined){
let data7 = data["inline-path-parameters"];
if(typeof data7 !== "boolean"){
const err10 = {instancePath:instancePath+"/inline-path-parameters",schemaPath:"#/definitions/openapiSettings/properties/inline-path-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.type,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.inlinePathParameters !== undefined){
let data8 = data.inlinePathParameters;
if(typeof data8 !== "boolean"){
const err11 = {instancePath:instancePath+"/inlinePathParameters",schemaPath:"#/definitions/openapiSettings/properties/inline-path-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.type,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data["inline-all-of-schemas"] !== undefined){
let data9 = data["inline-all-of-schemas"];
if(typeof data9 !== "boolean"){
const err12 = {instancePath:instancePath+"/inline-all-of-schemas",schemaPath:"#/definitions/openapiSettings/properties/inline-all-of-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.type,parentSchema:schema42,data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.inlineAllOfSchemas !== undefined){
let data10 = data.inlineAllOfSchemas;
if(typeof data10 !== "boolean"){
const err13 = {instancePath:instancePath+"/inlineAllOfSchemas",schemaPath:"#/definitions/openapiSettings/properties/inline-all-of-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.type,parentSchema:schema42,data:data10};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data["prefer-undiscriminated-unions-with-literals"] !== undefined){
let data11 = data["prefer-undiscriminated-unions-with-literals"];
if(typeof data11 !== "boolean"){
const err14 = {instancePath:instancePath+"/prefer-undiscriminated-unions-with-literals",schemaPath:"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.type,parentSchema:schema43,data:data11};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.preferUndiscriminatedUnionsWithLiterals !== undefined){
let data12 = data.preferUndiscriminatedUnionsWithLiterals;
if(typeof data12 !== "boolean"){
const err15 = {instancePath:instancePath+"/preferUndiscriminatedUnionsWithLiterals",schemaPath:"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.type,parentSchema:schema43,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data["only-include-referenced-schemas"] !== undefined){
let data13 = data["only-include-referenced-schemas"];
if(typeof data13 !== "boolean"){
const err16 = {instancePath:instancePath+"/only-include-referenced-schemas",schemaPath:"#/definitions/openapiSettings/properties/only-include-referenced-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.type,parentSchema:schema44,data:data13};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.onlyIncludeReferencedSchemas !== undefined){
let data14 = data.onlyIncludeReferencedSchemas;
if(typeof data14 !== "boolean"){
const err17 = {instancePath:instancePath+"/onlyIncludeReferencedSchemas",schemaPath:"#/definitions/openapiSettings/properties/only-include-referenced-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.type,parentSchema:schema44,data:data14};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data["respect-nullable-schemas"] !== undefined){
let data15 = data["respect-nullable-schemas"];
if(typeof data15 !== "boolean"){
const err18 = {instancePath:instancePath+"/respect-nullable-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-nullable-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema45.type,parentSchema:schema45,data:data15};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.respectNullableSchemas !== undefined){
let data16 = data.respectNullableSchemas;
if(typeof data16 !== "boolean"){
const err19 = {instancePath:instancePath+"/respectNullableSchemas",schemaPath:"#/definitions/openapiSettings/properties/respect-nullable-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema45.type,parentSchema:schema45,data:data16};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data["object-query-parameters"] !== undefined){
let data17 = data["object-query-parameters"];
if(typeof data17 !== "boolean"){
const err20 = {instancePath:instancePath+"/object-query-parameters",schemaPath:"#/definitions/openapiSettings/properties/object-query-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.type,parentSchema:schema46,data:data17};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.objectQueryParameters !== undefined){
let data18 = data.objectQueryParameters;
if(typeof data18 !== "boolean"){
const err21 = {instancePath:instancePath+"/objectQueryParameters",schemaPath:"#/definitions/openapiSettings/properties/object-query-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.type,parentSchema:schema46,data:data18};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data["wrap-references-to-nullable-in-optional"] !== undefined){
let data19 = data["wrap-references-to-nullable-in-optional"];
if(typeof data19 !== "boolean"){
const err22 = {instancePath:instancePath+"/wrap-references-to-nullable-in-optional",schemaPath:"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.type,parentSchema:schema47,data:data19};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.wrapReferencesToNullableInOptional !== undefined){
let data20 = data.wrapReferencesToNullableInOptional;
if(typeof data20 !== "boolean"){
const err23 = {instancePath:instancePath+"/wrapReferencesToNullableInOptional",schemaPath:"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.type,parentSchema:schema47,data:data20};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data["coerce-optional-schemas-to-nullable"] !== undefined){
let data21 = data["coerce-optional-schemas-to-nullable"];
if(typeof data21 !== "boolean"){
const err24 = {instancePath:instancePath+"/coerce-optional-schemas-to-nullable",schemaPath:"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema48.type,parentSchema:schema48,data:data21};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.coerceOptionalSchemasToNullable !== undefined){
let data22 = data.coerceOptionalSchemasToNullable;
if(typeof data22 !== "boolean"){
const err25 = {instancePath:instancePath+"/coerceOptionalSchemasToNullable",schemaPath:"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema48.type,parentSchema:schema48,data:data22};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data["respect-readonly-schemas"] !== undefined){
let data23 = data["respect-readonly-schemas"];
if(typeof data23 !== "boolean"){
const err26 = {instancePath:instancePath+"/respect-readonly-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-readonly-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema49.type,parentSchema:schema49,data:data23};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.respectReadonlySchemas !== undefined){
let data24 = data.respectReadonlySchemas;
if(typeof data24 !== "boolean"){
const err27 = {instancePath:instancePath+"/respectReadonlySchemas",schemaPath:"#/definitions/openapiSettings/properties/respect-readonly-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema49.type,parentSchema:schema49,data:data24};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data["respect-forward-compatible-enums"] !== undefined){
let data25 = data["respect-forward-compatible-enums"];
if(typeof data25 !== "boolean"){
const err28 = {instancePath:instancePath+"/respect-forward-compatible-enums",schemaPath:"#/definitions/openapiSettings/properties/respect-forward-compatible-enums/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema50.type,parentSchema:schema50,data:data25};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.respectForwardCompatibleEnums !== undefined){
let data26 = data.respectForwardCompatibleEnums;
if(typeof data26 !== "boolean"){
const err29 = {instancePath:instancePath+"/respectForwardCompatibleEnums",schemaPath:"#/definitions/openapiSettings/properties/respect-forward-compatible-enums/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema50.type,parentSchema:schema50,data:data26};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data["use-bytes-for-binary-response"] !== undefined){
let data27 = data["use-bytes-for-binary-response"];
if(typeof data27 !== "boolean"){
const err30 = {instancePath:instancePath+"/use-bytes-for-binary-response",schemaPath:"#/definitions/openapiSettings/properties/use-bytes-for-binary-response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema51.type,parentSchema:schema51,data:data27};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.useBytesForBinaryResponse !== undefined){
let data28 = data.useBytesForBinaryResponse;
if(typeof data28 !== "boolean"){
const err31 = {instancePath:instancePath+"/useBytesForBinaryResponse",schemaPath:"#/definitions/openapiSettings/properties/use-bytes-for-binary-response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema51.type,parentSchema:schema51,data:data28};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data["default-form-parameter-encoding"] !== undefined){
let data29 = data["default-form-parameter-encoding"];
if(typeof data29 !== "string"){
const err32 = {instancePath:instancePath+"/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.type,parentSchema:schema52,data:data29};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!((data29 === "form") || (data29 === "json"))){
const err33 = {instancePath:instancePath+"/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values",schema:schema52.enum,parentSchema:schema52,data:data29};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.defaultFormParameterEncoding !== undefined){
let data30 = data.defaultFormParameterEncoding;
if(typeof data30 !== "string"){
const err34 = {instancePath:instancePath+"/defaultFormParameterEncoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.type,parentSchema:schema52,data:data30};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((data30 === "form") || (data30 === "json"))){
const err35 = {instancePath:instancePath+"/defaultFormParameterEncoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values",schema:schema52.enum,parentSchema:schema52,data:data30};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data["additional-properties-defaults-to"] !== undefined){
let data31 = data["additional-properties-defaults-to"];
if(typeof data31 !== "boolean"){
const err36 = {instancePath:instancePath+"/additional-properties-defaults-to",schemaPath:"#/definitions/openapiSettings/properties/additional-properties-defaults-to/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data31};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.additionalPropertiesDefaultsTo !== undefined){
let data32 = data.additionalPropertiesDefaultsTo;
if(typeof data32 !== "boolean"){
const err37 = {instancePath:instancePath+"/additionalPropertiesDefaultsTo",schemaPath:"#/definitions/openapiSettings/properties/additional-properties-defaults-to/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data32};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data["type-dates-as-strings"] !== undefined){
let data33 = data["type-dates-as-strings"];
if(typeof data33 !== "boolean"){
const err38 = {instancePath:instancePath+"/type-dates-as-strings",schemaPath:"#/definitions/openapiSettings/properties/type-dates-as-strings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.type,parentSchema:schema54,data:data33};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.typeDatesAsStrings !== undefined){
let data34 = data.typeDatesAsStrings;
if(typeof data34 !== "boolean"){
const err39 = {instancePath:instancePath+"/typeDatesAsStrings",schemaPath:"#/definitions/openapiSettings/properties/type-dates-as-strings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.type,parentSchema:schema54,data:data34};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data["preserve-single-schema-oneof"] !== undefined){
let data35 = data["preserve-single-schema-oneof"];
if(typeof data35 !== "boolean"){
const err40 = {instancePath:instancePath+"/preserve-single-schema-oneof",schemaPath:"#/definitions/openapiSettings/properties/preserve-single-schema-oneof/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.type,parentSchema:schema55,data:data35};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.preserveSingleSchemaOneof !== undefined){
let data36 = data.preserveSingleSchemaOneof;
if(typeof data36 !== "boolean"){
const err41 = {instancePath:instancePath+"/preserveSingleSchemaOneof",schemaPath:"#/definitions/openapiSettings/properties/preserve-single-schema-oneof/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.type,parentSchema:schema55,data:data36};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data["coerce-enums-to-literals"] !== undefined){
let data37 = data["coerce-enums-to-literals"];
if(typeof data37 !== "boolean"){
const err42 = {instancePath:instancePath+"/coerce-enums-to-literals",schemaPath:"#/definitions/openapiSettings/properties/coerce-enums-to-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema58.type,parentSchema:schema58,data:data37};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.coerceEnumsToLiterals !== undefined){
let data38 = data.coerceEnumsToLiterals;
if(typeof data38 !== "boolean"){
const err43 = {instancePath:instancePath+"/coerceEnumsToLiterals",schemaPath:"#/definitions/openapiSettings/properties/coerce-enums-to-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema58.type,parentSchema:schema58,data:data38};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data["idiomatic-request-names"] !== undefined){
let data39 = data["idiomatic-request-names"];
if(typeof data39 !== "boolean"){
const err44 = {instancePath:instancePath+"/idiomatic-request-names",schemaPath:"#/definitions/openapiSettings/properties/idiomatic-request-names/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.type,parentSchema:schema59,data:data39};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.idiomaticRequestNames !== undefined){
let data40 = data.idiomaticRequestNames;
if(typeof data40 !== "boolean"){
const err45 = {instancePath:instancePath+"/idiomaticRequestNames",schemaPath:"#/definitions/openapiSettings/properties/idiomatic-request-names/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.type,parentSchema:schema59,data:data40};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data["resolve-aliases"] !== undefined){
let data41 = data["resolve-aliases"];
if((typeof data41 !== "boolean") && (!(data41 && typeof data41 == "object" && !Array.isArray(data41)))){
const err46 = {instancePath:instancePath+"/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/type",keyword:"type",params:{type: schema60.type},message:"must be boolean,object",schema:schema60.type,parentSchema:schema60,data:data41};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key1 in data41){
if(!(key1 === "except")){
const err47 = {instancePath:instancePath+"/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data:data41};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data41.except !== undefined){
let data42 = data41.except;
if(Array.isArray(data42)){
const len0 = data42.length;
for(let i0=0; i0<len0; i0++){
let data43 = data42[i0];
if(typeof data43 !== "string"){
const err48 = {instancePath:instancePath+"/resolve-aliases/except/" + i0,schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.except.items.type,parentSchema:schema60.properties.except.items,data:data43};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/resolve-aliases/except",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.except.type,parentSchema:schema60.properties.except,data:data42};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
}
if(data.resolveAliases !== undefined){
let data44 = data.resolveAliases;
if((typeof data44 !== "boolean") && (!(data44 && typeof data44 == "object" && !Array.isArray(data44)))){
const err50 = {instancePath:instancePath+"/resolveAliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/type",keyword:"type",params:{type: schema60.type},message:"must be boolean,object",schema:schema60.type,parentSchema:schema60,data:data44};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
for(const key2 in data44){
if(!(key2 === "except")){
const err51 = {instancePath:instancePath+"/resolveAliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data:data44};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data44.except !== undefined){
let data45 = data44.except;
if(Array.isArray(data45)){
const len1 = data45.length;
for(let i1=0; i1<len1; i1++){
let data46 = data45[i1];
if(typeof data46 !== "string"){
const err52 = {instancePath:instancePath+"/resolveAliases/except/" + i1,schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.except.items.type,parentSchema:schema60.properties.except.items,data:data46};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/resolveAliases/except",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.except.type,parentSchema:schema60.properties.except,data:data45};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
}
if(data["group-environments-by-host"] !== undefined){
let data47 = data["group-environments-by-host"];
if(typeof data47 !== "boolean"){
const err54 = {instancePath:instancePath+"/group-environments-by-host",schemaPath:"#/definitions/openapiSettings/properties/group-environments-by-host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.type,parentSchema:schema61,data:data47};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.groupEnvironmentsByHost !== undefined){
let data48 = data.groupEnvironmentsByHost;
if(typeof data48 !== "boolean"){
const err55 = {instancePath:instancePath+"/groupEnvironmentsByHost",schemaPath:"#/definitions/openapiSettings/properties/group-environments-by-host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.type,parentSchema:schema61,data:data48};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data["auto-generate-idempotency-key"] !== undefined){
let data49 = data["auto-generate-idempotency-key"];
if((typeof data49 !== "boolean") && (!(data49 && typeof data49 == "object" && !Array.isArray(data49)))){
const err56 = {instancePath:instancePath+"/auto-generate-idempotency-key",schemaPath:"#/definitions/idempotencyKey/type",keyword:"type",params:{type: schema38.type},message:"must be boolean,object",schema:schema38.type,parentSchema:schema38,data:data49};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
for(const key3 in data49){
if(!((key3 === "header-name") || (key3 === "methods"))){
const err57 = {instancePath:instancePath+"/auto-generate-idempotency-key",schemaPath:"#/definitions/idempotencyKey/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data:data49};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data49["header-name"] !== undefined){
let data50 = data49["header-name"];
if(typeof data50 !== "string"){
const err58 = {instancePath:instancePath+"/auto-generate-idempotency-key/header-name",schemaPath:"#/definitions/idempotencyKey/properties/header-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties["header-name"].type,parentSchema:schema38.properties["header-name"],data:data50};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data49.methods !== undefined){
let data51 = data49.methods;
if(Array.isArray(data51)){
const len2 = data51.length;
for(let i2=0; i2<len2; i2++){
let data52 = data51[i2];
if(typeof data52 !== "string"){
const err59 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods/" + i2,schemaPath:"#/definitions/idempotencyKey/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.methods.items.type,parentSchema:schema38.properties.methods.items,data:data52};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!(((((((data52 === "GET") || (data52 === "POST")) || (data52 === "PUT")) || (data52 === "PATCH")) || (data52 === "DELETE")) || (data52 === "HEAD")) || (data52 === "OPTIONS"))){
const err60 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods/" + i2,schemaPath:"#/definitions/idempotencyKey/properties/methods/items/enum",keyword:"enum",params:{allowedValues: schema38.properties.methods.items.enum},message:"must be equal to one of the allowed values",schema:schema38.properties.methods.items.enum,parentSchema:schema38.properties.methods.items,data:data52};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods",schemaPath:"#/definitions/idempotencyKey/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema38.properties.methods.type,parentSchema:schema38.properties.methods,data:data51};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
}
}
else {
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.type,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

const schema123 = {"title":"bracken-python-sdk config","description":"Options of the `bracken-python-sdk` generator, under `config` of its entry in `generators.yml`.","type":"object","additionalProperties":false,"properties":{"namespaceExport":{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*$","description":"Name of the client class (`Petstore`; the async client is `AsyncPetstore`). Defaults to the PascalCase API title."},"packageName":{"type":"string","pattern":"^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$","description":"Distribution name on PyPI when the output gives none (`output.package-name` wins). Defaults to the kebab-case API name followed by `-sdk`."},"moduleName":{"type":"string","pattern":"^[a-z_][a-z0-9_]*$","description":"Import name of the package. Defaults to the distribution name in snake_case."},"timeoutInSeconds":{"type":["number","string"],"pattern":"^infinity$","exclusiveMinimum":0,"default":60,"description":"Default request timeout in seconds; `infinity` disables it."},"includePlatformHeaders":{"type":"boolean","default":false,"description":"Send a structured User-Agent instead of the X-Bracken-Runtime headers."},"omitBrackenHeaders":{"type":"boolean","default":false,"description":"Send no Bracken-specific headers."},"message-naming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"messageNaming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"title-as-schema-name":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"titleAsSchemaName":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"inline-path-parameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inlinePathParameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inline-all-of-schemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"inlineAllOfSchemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"prefer-undiscriminated-unions-with-literals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"preferUndiscriminatedUnionsWithLiterals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"only-include-referenced-schemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"onlyIncludeReferencedSchemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"respect-nullable-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"respectNullableSchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"object-query-parameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"objectQueryParameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"wrap-references-to-nullable-in-optional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"wrapReferencesToNullableInOptional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"coerce-optional-schemas-to-nullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"coerceOptionalSchemasToNullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"respect-readonly-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respectReadonlySchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respect-forward-compatible-enums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"respectForwardCompatibleEnums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"use-bytes-for-binary-response":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"useBytesForBinaryResponse":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"default-form-parameter-encoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"defaultFormParameterEncoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"additional-properties-defaults-to":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"additionalPropertiesDefaultsTo":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"type-dates-as-strings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"typeDatesAsStrings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"preserve-single-schema-oneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"preserveSingleSchemaOneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"coerce-enums-to-literals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"coerceEnumsToLiterals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"idiomatic-request-names":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"idiomaticRequestNames":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"resolve-aliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"resolveAliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"group-environments-by-host":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"groupEnvironmentsByHost":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"auto-generate-idempotency-key":{"$ref":"#/definitions/idempotencyKey","description":"Automatic idempotency keys for this generator; overrides `api.settings`, including an explicit `false`.","x-bracken-override":"auto-generate-idempotency-key"}}};
const pattern0 = new RegExp("^[A-Za-z][A-Za-z0-9]*$", "u");
const pattern1 = new RegExp("^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$", "u");
const pattern2 = new RegExp("^[a-z_][a-z0-9_]*$", "u");
const pattern3 = new RegExp("^infinity$", "u");

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema123.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema123,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.namespaceExport !== undefined){
let data0 = data.namespaceExport;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/namespaceExport",schemaPath:"#/properties/namespaceExport/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*$"+"\"",schema:"^[A-Za-z][A-Za-z0-9]*$",parentSchema:schema123.properties.namespaceExport,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/namespaceExport",schemaPath:"#/properties/namespaceExport/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema123.properties.namespaceExport.type,parentSchema:schema123.properties.namespaceExport,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.packageName !== undefined){
let data1 = data.packageName;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err3 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$"+"\"",schema:"^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$",parentSchema:schema123.properties.packageName,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema123.properties.packageName.type,parentSchema:schema123.properties.packageName,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.moduleName !== undefined){
let data2 = data.moduleName;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err5 = {instancePath:instancePath+"/moduleName",schemaPath:"#/properties/moduleName/pattern",keyword:"pattern",params:{pattern: "^[a-z_][a-z0-9_]*$"},message:"must match pattern \""+"^[a-z_][a-z0-9_]*$"+"\"",schema:"^[a-z_][a-z0-9_]*$",parentSchema:schema123.properties.moduleName,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/moduleName",schemaPath:"#/properties/moduleName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema123.properties.moduleName.type,parentSchema:schema123.properties.moduleName,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.timeoutInSeconds !== undefined){
let data3 = data.timeoutInSeconds;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (typeof data3 !== "string")){
const err7 = {instancePath:instancePath+"/timeoutInSeconds",schemaPath:"#/properties/timeoutInSeconds/type",keyword:"type",params:{type: schema123.properties.timeoutInSeconds.type},message:"must be number,string",schema:schema123.properties.timeoutInSeconds.type,parentSchema:schema123.properties.timeoutInSeconds,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 <= 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/timeoutInSeconds",schemaPath:"#/properties/timeoutInSeconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema123.properties.timeoutInSeconds,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
const err9 = {instancePath:instancePath+"/timeoutInSeconds",schemaPath:"#/properties/timeoutInSeconds/pattern",keyword:"pattern",params:{pattern: "^infinity$"},message:"must match pattern \""+"^infinity$"+"\"",schema:"^infinity$",parentSchema:schema123.properties.timeoutInSeconds,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.includePlatformHeaders !== undefined){
let data4 = data.includePlatformHeaders;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/includePlatformHeaders",schemaPath:"#/properties/includePlatformHeaders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema123.properties.includePlatformHeaders.type,parentSchema:schema123.properties.includePlatformHeaders,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.omitBrackenHeaders !== undefined){
let data5 = data.omitBrackenHeaders;
if(typeof data5 !== "boolean"){
const err11 = {instancePath:instancePath+"/omitBrackenHeaders",schemaPath:"#/properties/omitBrackenHeaders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema123.properties.omitBrackenHeaders.type,parentSchema:schema123.properties.omitBrackenHeaders,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data["message-naming"] !== undefined){
let data6 = data["message-naming"];
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data6 === "v1") || (data6 === "v2"))){
const err13 = {instancePath:instancePath+"/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values",schema:schema39.enum,parentSchema:schema39,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.messageNaming !== undefined){
let data7 = data.messageNaming;
if(typeof data7 !== "string"){
const err14 = {instancePath:instancePath+"/messageNaming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data7 === "v1") || (data7 === "v2"))){
const err15 = {instancePath:instancePath+"/messageNaming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values",schema:schema39.enum,parentSchema:schema39,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data["title-as-schema-name"] !== undefined){
let data8 = data["title-as-schema-name"];
if(typeof data8 !== "boolean"){
const err16 = {instancePath:instancePath+"/title-as-schema-name",schemaPath:"#/definitions/openapiSettings/properties/title-as-schema-name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.type,parentSchema:schema40,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.titleAsSchemaName !== undefined){
let data9 = data.titleAsSchemaName;
if(typeof data9 !== "boolean"){
const err17 = {instancePath:instancePath+"/titleAsSchemaName",schemaPath:"#/definitions/openapiSettings/properties/title-as-schema-name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.type,parentSchema:schema40,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data["inline-path-parameters"] !== undefined){
let data10 = data["inline-path-parameters"];
if(typeof data10 !== "boolean"){
const err18 = {instancePath:instancePath+"/inline-path-parameters",schemaPath:"#/definitions/openapiSettings/properties/inline-path-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.type,parentSchema:schema41,data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.inlinePathParameters !== undefined){
let data11 = data.inlinePathParameters;
if(typeof data11 !== "boolean"){
const err19 = {instancePath:instancePath+"/inlinePathParameters",schemaPath:"#/definitions/openapiSettings/properties/inline-path-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.type,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data["inline-all-of-schemas"] !== undefined){
let data12 = data["inline-all-of-schemas"];
if(typeof data12 !== "boolean"){
const err20 = {instancePath:instancePath+"/inline-all-of-schemas",schemaPath:"#/definitions/openapiSettings/properties/inline-all-of-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.type,parentSchema:schema42,data:data12};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.inlineAllOfSchemas !== undefined){
let data13 = data.inlineAllOfSchemas;
if(typeof data13 !== "boolean"){
const err21 = {instancePath:instancePath+"/inlineAllOfSchemas",schemaPath:"#/definitions/openapiSettings/properties/inline-all-of-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.type,parentSchema:schema42,data:data13};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data["prefer-undiscriminated-unions-with-literals"] !== undefined){
let data14 = data["prefer-undiscriminated-unions-with-literals"];
if(typeof data14 !== "boolean"){
const err22 = {instancePath:instancePath+"/prefer-undiscriminated-unions-with-literals",schemaPath:"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.type,parentSchema:schema43,data:data14};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.preferUndiscriminatedUnionsWithLiterals !== undefined){
let data15 = data.preferUndiscriminatedUnionsWithLiterals;
if(typeof data15 !== "boolean"){
const err23 = {instancePath:instancePath+"/preferUndiscriminatedUnionsWithLiterals",schemaPath:"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.type,parentSchema:schema43,data:data15};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data["only-include-referenced-schemas"] !== undefined){
let data16 = data["only-include-referenced-schemas"];
if(typeof data16 !== "boolean"){
const err24 = {instancePath:instancePath+"/only-include-referenced-schemas",schemaPath:"#/definitions/openapiSettings/properties/only-include-referenced-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.type,parentSchema:schema44,data:data16};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.onlyIncludeReferencedSchemas !== undefined){
let data17 = data.onlyIncludeReferencedSchemas;
if(typeof data17 !== "boolean"){
const err25 = {instancePath:instancePath+"/onlyIncludeReferencedSchemas",schemaPath:"#/definitions/openapiSettings/properties/only-include-referenced-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.type,parentSchema:schema44,data:data17};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data["respect-nullable-schemas"] !== undefined){
let data18 = data["respect-nullable-schemas"];
if(typeof data18 !== "boolean"){
const err26 = {instancePath:instancePath+"/respect-nullable-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-nullable-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema45.type,parentSchema:schema45,data:data18};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.respectNullableSchemas !== undefined){
let data19 = data.respectNullableSchemas;
if(typeof data19 !== "boolean"){
const err27 = {instancePath:instancePath+"/respectNullableSchemas",schemaPath:"#/definitions/openapiSettings/properties/respect-nullable-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema45.type,parentSchema:schema45,data:data19};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data["object-query-parameters"] !== undefined){
let data20 = data["object-query-parameters"];
if(typeof data20 !== "boolean"){
const err28 = {instancePath:instancePath+"/object-query-parameters",schemaPath:"#/definitions/openapiSettings/properties/object-query-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.type,parentSchema:schema46,data:data20};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.objectQueryParameters !== undefined){
let data21 = data.objectQueryParameters;
if(typeof data21 !== "boolean"){
const err29 = {instancePath:instancePath+"/objectQueryParameters",schemaPath:"#/definitions/openapiSettings/properties/object-query-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.type,parentSchema:schema46,data:data21};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data["wrap-references-to-nullable-in-optional"] !== undefined){
let data22 = data["wrap-references-to-nullable-in-optional"];
if(typeof data22 !== "boolean"){
const err30 = {instancePath:instancePath+"/wrap-references-to-nullable-in-optional",schemaPath:"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.type,parentSchema:schema47,data:data22};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.wrapReferencesToNullableInOptional !== undefined){
let data23 = data.wrapReferencesToNullableInOptional;
if(typeof data23 !== "boolean"){
const err31 = {instancePath:instancePath+"/wrapReferencesToNullableInOptional",schemaPath:"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.type,parentSchema:schema47,data:data23};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data["coerce-optional-schemas-to-nullable"] !== undefined){
let data24 = data["coerce-optional-schemas-to-nullable"];
if(typeof data24 !== "boolean"){
const err32 = {instancePath:instancePath+"/coerce-optional-schemas-to-nullable",schemaPath:"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema48.type,parentSchema:schema48,data:data24};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.coerceOptionalSchemasToNullable !== undefined){
let data25 = data.coerceOptionalSchemasToNullable;
if(typeof data25 !== "boolean"){
const err33 = {instancePath:instancePath+"/coerceOptionalSchemasToNullable",schemaPath:"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema48.type,parentSchema:schema48,data:data25};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data["respect-readonly-schemas"] !== undefined){
let data26 = data["respect-readonly-schemas"];
if(typeof data26 !== "boolean"){
const err34 = {instancePath:instancePath+"/respect-readonly-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-readonly-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema49.type,parentSchema:schema49,data:data26};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.respectReadonlySchemas !== undefined){
let data27 = data.respectReadonlySchemas;
if(typeof data27 !== "boolean"){
const err35 = {instancePath:instancePath+"/respectReadonlySchemas",schemaPath:"#/definitions/openapiSettings/properties/respect-readonly-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema49.type,parentSchema:schema49,data:data27};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data["respect-forward-compatible-enums"] !== undefined){
let data28 = data["respect-forward-compatible-enums"];
if(typeof data28 !== "boolean"){
const err36 = {instancePath:instancePath+"/respect-forward-compatible-enums",schemaPath:"#/definitions/openapiSettings/properties/respect-forward-compatible-enums/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema50.type,parentSchema:schema50,data:data28};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.respectForwardCompatibleEnums !== undefined){
let data29 = data.respectForwardCompatibleEnums;
if(typeof data29 !== "boolean"){
const err37 = {instancePath:instancePath+"/respectForwardCompatibleEnums",schemaPath:"#/definitions/openapiSettings/properties/respect-forward-compatible-enums/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema50.type,parentSchema:schema50,data:data29};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data["use-bytes-for-binary-response"] !== undefined){
let data30 = data["use-bytes-for-binary-response"];
if(typeof data30 !== "boolean"){
const err38 = {instancePath:instancePath+"/use-bytes-for-binary-response",schemaPath:"#/definitions/openapiSettings/properties/use-bytes-for-binary-response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema51.type,parentSchema:schema51,data:data30};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.useBytesForBinaryResponse !== undefined){
let data31 = data.useBytesForBinaryResponse;
if(typeof data31 !== "boolean"){
const err39 = {instancePath:instancePath+"/useBytesForBinaryResponse",schemaPath:"#/definitions/openapiSettings/properties/use-bytes-for-binary-response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema51.type,parentSchema:schema51,data:data31};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data["default-form-parameter-encoding"] !== undefined){
let data32 = data["default-form-parameter-encoding"];
if(typeof data32 !== "string"){
const err40 = {instancePath:instancePath+"/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.type,parentSchema:schema52,data:data32};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!((data32 === "form") || (data32 === "json"))){
const err41 = {instancePath:instancePath+"/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values",schema:schema52.enum,parentSchema:schema52,data:data32};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.defaultFormParameterEncoding !== undefined){
let data33 = data.defaultFormParameterEncoding;
if(typeof data33 !== "string"){
const err42 = {instancePath:instancePath+"/defaultFormParameterEncoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.type,parentSchema:schema52,data:data33};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!((data33 === "form") || (data33 === "json"))){
const err43 = {instancePath:instancePath+"/defaultFormParameterEncoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values",schema:schema52.enum,parentSchema:schema52,data:data33};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data["additional-properties-defaults-to"] !== undefined){
let data34 = data["additional-properties-defaults-to"];
if(typeof data34 !== "boolean"){
const err44 = {instancePath:instancePath+"/additional-properties-defaults-to",schemaPath:"#/definitions/openapiSettings/properties/additional-properties-defaults-to/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data34};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.additionalPropertiesDefaultsTo !== undefined){
let data35 = data.additionalPropertiesDefaultsTo;
if(typeof data35 !== "boolean"){
const err45 = {instancePath:instancePath+"/additionalPropertiesDefaultsTo",schemaPath:"#/definitions/openapiSettings/properties/additional-properties-defaults-to/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data35};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data["type-dates-as-strings"] !== undefined){
let data36 = data["type-dates-as-strings"];
if(typeof data36 !== "boolean"){
const err46 = {instancePath:instancePath+"/type-dates-as-strings",schemaPath:"#/definitions/openapiSettings/properties/type-dates-as-strings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.type,parentSchema:schema54,data:data36};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.typeDatesAsStrings !== undefined){
let data37 = data.typeDatesAsStrings;
if(typeof data37 !== "boolean"){
const err47 = {instancePath:instancePath+"/typeDatesAsStrings",schemaPath:"#/definitions/openapiSettings/properties/type-dates-as-strings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.type,parentSchema:schema54,data:data37};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data["preserve-single-schema-oneof"] !== undefined){
let data38 = data["preserve-single-schema-oneof"];
if(typeof data38 !== "boolean"){
const err48 = {instancePath:instancePath+"/preserve-single-schema-oneof",schemaPath:"#/definitions/openapiSettings/properties/preserve-single-schema-oneof/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.type,parentSchema:schema55,data:data38};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.preserveSingleSchemaOneof !== undefined){
let data39 = data.preserveSingleSchemaOneof;
if(typeof data39 !== "boolean"){
const err49 = {instancePath:instancePath+"/preserveSingleSchemaOneof",schemaPath:"#/definitions/openapiSettings/properties/preserve-single-schema-oneof/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.type,parentSchema:schema55,data:data39};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data["coerce-enums-to-literals"] !== undefined){
let data40 = data["coerce-enums-to-literals"];
if(typeof data40 !== "boolean"){
const err50 = {instancePath:instancePath+"/coerce-enums-to-literals",schemaPath:"#/definitions/openapiSettings/properties/coerce-enums-to-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema58.type,parentSchema:schema58,data:data40};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.coerceEnumsToLiterals !== undefined){
let data41 = data.coerceEnumsToLiterals;
if(typeof data41 !== "boolean"){
const err51 = {instancePath:instancePath+"/coerceEnumsToLiterals",schemaPath:"#/definitions/openapiSettings/properties/coerce-enums-to-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema58.type,parentSchema:schema58,data:data41};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data["idiomatic-request-names"] !== undefined){
let data42 = data["idiomatic-request-names"];
if(typeof data42 !== "boolean"){
const err52 = {instancePath:instancePath+"/idiomatic-request-names",schemaPath:"#/definitions/openapiSettings/properties/idiomatic-request-names/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.type,parentSchema:schema59,data:data42};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.idiomaticRequestNames !== undefined){
let data43 = data.idiomaticRequestNames;
if(typeof data43 !== "boolean"){
const err53 = {instancePath:instancePath+"/idiomaticRequestNames",schemaPath:"#/definitions/openapiSettings/properties/idiomatic-request-names/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.type,parentSchema:schema59,data:data43};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data["resolve-aliases"] !== undefined){
let data44 = data["resolve-aliases"];
if((typeof data44 !== "boolean") && (!(data44 && typeof data44 == "object" && !Array.isArray(data44)))){
const err54 = {instancePath:instancePath+"/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/type",keyword:"type",params:{type: schema60.type},message:"must be boolean,object",schema:schema60.type,parentSchema:schema60,data:data44};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
for(const key1 in data44){
if(!(key1 === "except")){
const err55 = {instancePath:instancePath+"/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data:data44};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data44.except !== undefined){
let data45 = data44.except;
if(Array.isArray(data45)){
const len0 = data45.length;
for(let i0=0; i0<len0; i0++){
let data46 = data45[i0];
if(typeof data46 !== "string"){
const err56 = {instancePath:instancePath+"/resolve-aliases/except/" + i0,schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.except.items.type,parentSchema:schema60.properties.except.items,data:data46};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/resolve-aliases/except",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.except.type,parentSchema:schema60.properties.except,data:data45};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
}
if(data.resolveAliases !== undefined){
let data47 = data.resolveAliases;
if((typeof data47 !== "boolean") && (!(data47 && typeof data47 == "object" && !Array.isArray(data47)))){
const err58 = {instancePath:instancePath+"/resolveAliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/type",keyword:"type",params:{type: schema60.type},message:"must be boolean,object",schema:schema60.type,parentSchema:schema60,data:data47};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
for(const key2 in data47){
if(!(key2 === "except")){
const err59 = {instancePath:instancePath+"/resolveAliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data:data47};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data47.except !== undefined){
let data48 = data47.except;
if(Array.isArray(data48)){
const len1 = data48.length;
for(let i1=0; i1<len1; i1++){
let data49 = data48[i1];
if(typeof data49 !== "string"){
const err60 = {instancePath:instancePath+"/resolveAliases/except/" + i1,schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.except.items.type,parentSchema:schema60.properties.except.items,data:data49};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/resolveAliases/except",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.except.type,parentSchema:schema60.properties.except,data:data48};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
}
if(data["group-environments-by-host"] !== undefined){
let data50 = data["group-environments-by-host"];
if(typeof data50 !== "boolean"){
const err62 = {instancePath:instancePath+"/group-environments-by-host",schemaPath:"#/definitions/openapiSettings/properties/group-environments-by-host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.type,parentSchema:schema61,data:data50};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.groupEnvironmentsByHost !== undefined){
let data51 = data.groupEnvironmentsByHost;
if(typeof data51 !== "boolean"){
const err63 = {instancePath:instancePath+"/groupEnvironmentsByHost",schemaPath:"#/definitions/openapiSettings/properties/group-environments-by-host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.type,parentSchema:schema61,data:data51};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data["auto-generate-idempotency-key"] !== undefined){
let data52 = data["auto-generate-idempotency-key"];
if((typeof data52 !== "boolean") && (!(data52 && typeof data52 == "object" && !Array.isArray(data52)))){
const err64 = {instancePath:instancePath+"/auto-generate-idempotency-key",schemaPath:"#/definitions/idempotencyKey/type",keyword:"type",params:{type: schema38.type},message:"must be boolean,object",schema:schema38.type,parentSchema:schema38,data:data52};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
for(const key3 in data52){
if(!((key3 === "header-name") || (key3 === "methods"))){
const err65 = {instancePath:instancePath+"/auto-generate-idempotency-key",schemaPath:"#/definitions/idempotencyKey/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data:data52};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data52["header-name"] !== undefined){
let data53 = data52["header-name"];
if(typeof data53 !== "string"){
const err66 = {instancePath:instancePath+"/auto-generate-idempotency-key/header-name",schemaPath:"#/definitions/idempotencyKey/properties/header-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties["header-name"].type,parentSchema:schema38.properties["header-name"],data:data53};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data52.methods !== undefined){
let data54 = data52.methods;
if(Array.isArray(data54)){
const len2 = data54.length;
for(let i2=0; i2<len2; i2++){
let data55 = data54[i2];
if(typeof data55 !== "string"){
const err67 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods/" + i2,schemaPath:"#/definitions/idempotencyKey/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.methods.items.type,parentSchema:schema38.properties.methods.items,data:data55};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!(((((((data55 === "GET") || (data55 === "POST")) || (data55 === "PUT")) || (data55 === "PATCH")) || (data55 === "DELETE")) || (data55 === "HEAD")) || (data55 === "OPTIONS"))){
const err68 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods/" + i2,schemaPath:"#/definitions/idempotencyKey/properties/methods/items/enum",keyword:"enum",params:{allowedValues: schema38.properties.methods.items.enum},message:"must be equal to one of the allowed values",schema:schema38.properties.methods.items.enum,parentSchema:schema38.properties.methods.items,data:data55};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods",schemaPath:"#/definitions/idempotencyKey/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema38.properties.methods.type,parentSchema:schema38.properties.methods,data:data54};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
}
}
else {
const err70 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema123.type,parentSchema:schema123,data};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

const schema167 = {"title":"bracken-typescript-sdk config","description":"Options of the `bracken-typescript-sdk` generator, under `config` of its entry in `generators.yml`.","type":"object","additionalProperties":false,"properties":{"namespaceExport":{"type":"string","description":"Name of the exported namespace and prefix of the client class. Defaults to the PascalCase API title."},"packageName":{"type":"string","description":"npm package name when the output gives none (`output.package-name` wins). Defaults to the kebab-case API name followed by `-sdk`."},"noSerdeLayer":{"type":"boolean","default":false,"description":"Keep wire names in the types and skip runtime conversion."},"defaultTimeout":{"type":["number","string"],"pattern":"^infinity$","minimum":0,"description":"Request timeout in milliseconds; `infinity` disables it. Takes precedence over the deprecated seconds-based options."},"defaultTimeoutInSeconds":{"type":"number","minimum":0,"description":"Deprecated: timeout in seconds, multiplied by 1000."},"timeoutInSeconds":{"type":"number","minimum":0,"description":"Deprecated: timeout in seconds, multiplied by 1000."},"includePlatformHeaders":{"type":"boolean","default":false,"description":"Send a structured User-Agent instead of the X-Bracken-Runtime headers."},"omitBrackenHeaders":{"type":"boolean","default":false,"description":"Send no Bracken-specific headers."},"generateReactQueryHooks":{"type":"boolean","default":false,"description":"Generate React Query hooks under the `./react-query` subexport."},"inlinePathParameters":{"type":"boolean","default":true,"description":"Include path parameters in the inlined request."},"tsNocheck":{"type":"boolean","default":true,"description":"Begin the module of schemas, the service clients, the client context, the webhooks module and the runtime core (`src/core`) with `// @ts-nocheck`, so that a project compiling the SDK's sources checks their declared types but not their bodies."},"message-naming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"messageNaming":{"$ref":"#/definitions/asyncapiSettings/properties/message-naming","description":"Overrides the reader setting `message-naming` for this generator.","x-bracken-override":"message-naming"},"title-as-schema-name":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"titleAsSchemaName":{"$ref":"#/definitions/openapiSettings/properties/title-as-schema-name","description":"Overrides the reader setting `title-as-schema-name` for this generator.","x-bracken-override":"title-as-schema-name"},"inline-path-parameters":{"$ref":"#/definitions/openapiSettings/properties/inline-path-parameters","description":"Overrides the reader setting `inline-path-parameters` for this generator.","x-bracken-override":"inline-path-parameters"},"inline-all-of-schemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"inlineAllOfSchemas":{"$ref":"#/definitions/openapiSettings/properties/inline-all-of-schemas","description":"Overrides the reader setting `inline-all-of-schemas` for this generator.","x-bracken-override":"inline-all-of-schemas"},"prefer-undiscriminated-unions-with-literals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"preferUndiscriminatedUnionsWithLiterals":{"$ref":"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals","description":"Overrides the reader setting `prefer-undiscriminated-unions-with-literals` for this generator.","x-bracken-override":"prefer-undiscriminated-unions-with-literals"},"only-include-referenced-schemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"onlyIncludeReferencedSchemas":{"$ref":"#/definitions/openapiSettings/properties/only-include-referenced-schemas","description":"Overrides the reader setting `only-include-referenced-schemas` for this generator.","x-bracken-override":"only-include-referenced-schemas"},"respect-nullable-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"respectNullableSchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-nullable-schemas","description":"Overrides the reader setting `respect-nullable-schemas` for this generator.","x-bracken-override":"respect-nullable-schemas"},"object-query-parameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"objectQueryParameters":{"$ref":"#/definitions/openapiSettings/properties/object-query-parameters","description":"Overrides the reader setting `object-query-parameters` for this generator.","x-bracken-override":"object-query-parameters"},"wrap-references-to-nullable-in-optional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"wrapReferencesToNullableInOptional":{"$ref":"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional","description":"Overrides the reader setting `wrap-references-to-nullable-in-optional` for this generator.","x-bracken-override":"wrap-references-to-nullable-in-optional"},"coerce-optional-schemas-to-nullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"coerceOptionalSchemasToNullable":{"$ref":"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable","description":"Overrides the reader setting `coerce-optional-schemas-to-nullable` for this generator.","x-bracken-override":"coerce-optional-schemas-to-nullable"},"respect-readonly-schemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respectReadonlySchemas":{"$ref":"#/definitions/openapiSettings/properties/respect-readonly-schemas","description":"Overrides the reader setting `respect-readonly-schemas` for this generator.","x-bracken-override":"respect-readonly-schemas"},"respect-forward-compatible-enums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"respectForwardCompatibleEnums":{"$ref":"#/definitions/openapiSettings/properties/respect-forward-compatible-enums","description":"Overrides the reader setting `respect-forward-compatible-enums` for this generator.","x-bracken-override":"respect-forward-compatible-enums"},"use-bytes-for-binary-response":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"useBytesForBinaryResponse":{"$ref":"#/definitions/openapiSettings/properties/use-bytes-for-binary-response","description":"Overrides the reader setting `use-bytes-for-binary-response` for this generator.","x-bracken-override":"use-bytes-for-binary-response"},"default-form-parameter-encoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"defaultFormParameterEncoding":{"$ref":"#/definitions/openapiSettings/properties/default-form-parameter-encoding","description":"Overrides the reader setting `default-form-parameter-encoding` for this generator.","x-bracken-override":"default-form-parameter-encoding"},"additional-properties-defaults-to":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"additionalPropertiesDefaultsTo":{"$ref":"#/definitions/openapiSettings/properties/additional-properties-defaults-to","description":"Overrides the reader setting `additional-properties-defaults-to` for this generator.","x-bracken-override":"additional-properties-defaults-to"},"type-dates-as-strings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"typeDatesAsStrings":{"$ref":"#/definitions/openapiSettings/properties/type-dates-as-strings","description":"Overrides the reader setting `type-dates-as-strings` for this generator.","x-bracken-override":"type-dates-as-strings"},"preserve-single-schema-oneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"preserveSingleSchemaOneof":{"$ref":"#/definitions/openapiSettings/properties/preserve-single-schema-oneof","description":"Overrides the reader setting `preserve-single-schema-oneof` for this generator.","x-bracken-override":"preserve-single-schema-oneof"},"coerce-enums-to-literals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"coerceEnumsToLiterals":{"$ref":"#/definitions/openapiSettings/properties/coerce-enums-to-literals","description":"Overrides the reader setting `coerce-enums-to-literals` for this generator.","x-bracken-override":"coerce-enums-to-literals"},"idiomatic-request-names":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"idiomaticRequestNames":{"$ref":"#/definitions/openapiSettings/properties/idiomatic-request-names","description":"Overrides the reader setting `idiomatic-request-names` for this generator.","x-bracken-override":"idiomatic-request-names"},"resolve-aliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"resolveAliases":{"$ref":"#/definitions/openapiSettings/properties/resolve-aliases","description":"Overrides the reader setting `resolve-aliases` for this generator.","x-bracken-override":"resolve-aliases"},"group-environments-by-host":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"groupEnvironmentsByHost":{"$ref":"#/definitions/openapiSettings/properties/group-environments-by-host","description":"Overrides the reader setting `group-environments-by-host` for this generator.","x-bracken-override":"group-environments-by-host"},"auto-generate-idempotency-key":{"$ref":"#/definitions/idempotencyKey","description":"Automatic idempotency keys for this generator; overrides `api.settings`, including an explicit `false`.","x-bracken-override":"auto-generate-idempotency-key"}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema167.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema167,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.namespaceExport !== undefined){
let data0 = data.namespaceExport;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/namespaceExport",schemaPath:"#/properties/namespaceExport/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema167.properties.namespaceExport.type,parentSchema:schema167.properties.namespaceExport,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.packageName !== undefined){
let data1 = data.packageName;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/packageName",schemaPath:"#/properties/packageName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema167.properties.packageName.type,parentSchema:schema167.properties.packageName,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.noSerdeLayer !== undefined){
let data2 = data.noSerdeLayer;
if(typeof data2 !== "boolean"){
const err3 = {instancePath:instancePath+"/noSerdeLayer",schemaPath:"#/properties/noSerdeLayer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema167.properties.noSerdeLayer.type,parentSchema:schema167.properties.noSerdeLayer,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.defaultTimeout !== undefined){
let data3 = data.defaultTimeout;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (typeof data3 !== "string")){
const err4 = {instancePath:instancePath+"/defaultTimeout",schemaPath:"#/properties/defaultTimeout/type",keyword:"type",params:{type: schema167.properties.defaultTimeout.type},message:"must be number,string",schema:schema167.properties.defaultTimeout.type,parentSchema:schema167.properties.defaultTimeout,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err5 = {instancePath:instancePath+"/defaultTimeout",schemaPath:"#/properties/defaultTimeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema167.properties.defaultTimeout,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(typeof data3 === "string"){
if(!pattern3.test(data3)){
const err6 = {instancePath:instancePath+"/defaultTimeout",schemaPath:"#/properties/defaultTimeout/pattern",keyword:"pattern",params:{pattern: "^infinity$"},message:"must match pattern \""+"^infinity$"+"\"",schema:"^infinity$",parentSchema:schema167.properties.defaultTimeout,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.defaultTimeoutInSeconds !== undefined){
let data4 = data.defaultTimeoutInSeconds;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/defaultTimeoutInSeconds",schemaPath:"#/properties/defaultTimeoutInSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema167.properties.defaultTimeoutInSeconds,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/defaultTimeoutInSeconds",schemaPath:"#/properties/defaultTimeoutInSeconds/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema167.properties.defaultTimeoutInSeconds.type,parentSchema:schema167.properties.defaultTimeoutInSeconds,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.timeoutInSeconds !== undefined){
let data5 = data.timeoutInSeconds;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err9 = {instancePath:instancePath+"/timeoutInSeconds",schemaPath:"#/properties/timeoutInSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema167.properties.timeoutInSeconds,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/timeoutInSeconds",schemaPath:"#/properties/timeoutInSeconds/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema167.properties.timeoutInSeconds.type,parentSchema:schema167.properties.timeoutInSeconds,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.includePlatformHeaders !== undefined){
let data6 = data.includePlatformHeaders;
if(typeof data6 !== "boolean"){
const err11 = {instancePath:instancePath+"/includePlatformHeaders",schemaPath:"#/properties/includePlatformHeaders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema167.properties.includePlatformHeaders.type,parentSchema:schema167.properties.includePlatformHeaders,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.omitBrackenHeaders !== undefined){
let data7 = data.omitBrackenHeaders;
if(typeof data7 !== "boolean"){
const err12 = {instancePath:instancePath+"/omitBrackenHeaders",schemaPath:"#/properties/omitBrackenHeaders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema167.properties.omitBrackenHeaders.type,parentSchema:schema167.properties.omitBrackenHeaders,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.generateReactQueryHooks !== undefined){
let data8 = data.generateReactQueryHooks;
if(typeof data8 !== "boolean"){
const err13 = {instancePath:instancePath+"/generateReactQueryHooks",schemaPath:"#/properties/generateReactQueryHooks/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema167.properties.generateReactQueryHooks.type,parentSchema:schema167.properties.generateReactQueryHooks,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.inlinePathParameters !== undefined){
let data9 = data.inlinePathParameters;
if(typeof data9 !== "boolean"){
const err14 = {instancePath:instancePath+"/inlinePathParameters",schemaPath:"#/properties/inlinePathParameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema167.properties.inlinePathParameters.type,parentSchema:schema167.properties.inlinePathParameters,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.tsNocheck !== undefined){
let data10 = data.tsNocheck;
if(typeof data10 !== "boolean"){
const err15 = {instancePath:instancePath+"/tsNocheck",schemaPath:"#/properties/tsNocheck/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema167.properties.tsNocheck.type,parentSchema:schema167.properties.tsNocheck,data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data["message-naming"] !== undefined){
let data11 = data["message-naming"];
if(typeof data11 !== "string"){
const err16 = {instancePath:instancePath+"/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data11 === "v1") || (data11 === "v2"))){
const err17 = {instancePath:instancePath+"/message-naming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values",schema:schema39.enum,parentSchema:schema39,data:data11};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.messageNaming !== undefined){
let data12 = data.messageNaming;
if(typeof data12 !== "string"){
const err18 = {instancePath:instancePath+"/messageNaming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data12 === "v1") || (data12 === "v2"))){
const err19 = {instancePath:instancePath+"/messageNaming",schemaPath:"#/definitions/asyncapiSettings/properties/message-naming/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values",schema:schema39.enum,parentSchema:schema39,data:data12};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data["title-as-schema-name"] !== undefined){
let data13 = data["title-as-schema-name"];
if(typeof data13 !== "boolean"){
const err20 = {instancePath:instancePath+"/title-as-schema-name",schemaPath:"#/definitions/openapiSettings/properties/title-as-schema-name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.type,parentSchema:schema40,data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.titleAsSchemaName !== undefined){
let data14 = data.titleAsSchemaName;
if(typeof data14 !== "boolean"){
const err21 = {instancePath:instancePath+"/titleAsSchemaName",schemaPath:"#/definitions/openapiSettings/properties/title-as-schema-name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.type,parentSchema:schema40,data:data14};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data["inline-path-parameters"] !== undefined){
let data15 = data["inline-path-parameters"];
if(typeof data15 !== "boolean"){
const err22 = {instancePath:instancePath+"/inline-path-parameters",schemaPath:"#/definitions/openapiSettings/properties/inline-path-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema41.type,parentSchema:schema41,data:data15};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data["inline-all-of-schemas"] !== undefined){
let data16 = data["inline-all-of-schemas"];
if(typeof data16 !== "boolean"){
const err23 = {instancePath:instancePath+"/inline-all-of-schemas",schemaPath:"#/definitions/openapiSettings/properties/inline-all-of-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.type,parentSchema:schema42,data:data16};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.inlineAllOfSchemas !== undefined){
let data17 = data.inlineAllOfSchemas;
if(typeof data17 !== "boolean"){
const err24 = {instancePath:instancePath+"/inlineAllOfSchemas",schemaPath:"#/definitions/openapiSettings/properties/inline-all-of-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.type,parentSchema:schema42,data:data17};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data["prefer-undiscriminated-unions-with-literals"] !== undefined){
let data18 = data["prefer-undiscriminated-unions-with-literals"];
if(typeof data18 !== "boolean"){
const err25 = {instancePath:instancePath+"/prefer-undiscriminated-unions-with-literals",schemaPath:"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.type,parentSchema:schema43,data:data18};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.preferUndiscriminatedUnionsWithLiterals !== undefined){
let data19 = data.preferUndiscriminatedUnionsWithLiterals;
if(typeof data19 !== "boolean"){
const err26 = {instancePath:instancePath+"/preferUndiscriminatedUnionsWithLiterals",schemaPath:"#/definitions/openapiSettings/properties/prefer-undiscriminated-unions-with-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.type,parentSchema:schema43,data:data19};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data["only-include-referenced-schemas"] !== undefined){
let data20 = data["only-include-referenced-schemas"];
if(typeof data20 !== "boolean"){
const err27 = {instancePath:instancePath+"/only-include-referenced-schemas",schemaPath:"#/definitions/openapiSettings/properties/only-include-referenced-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.type,parentSchema:schema44,data:data20};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.onlyIncludeReferencedSchemas !== undefined){
let data21 = data.onlyIncludeReferencedSchemas;
if(typeof data21 !== "boolean"){
const err28 = {instancePath:instancePath+"/onlyIncludeReferencedSchemas",schemaPath:"#/definitions/openapiSettings/properties/only-include-referenced-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.type,parentSchema:schema44,data:data21};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data["respect-nullable-schemas"] !== undefined){
let data22 = data["respect-nullable-schemas"];
if(typeof data22 !== "boolean"){
const err29 = {instancePath:instancePath+"/respect-nullable-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-nullable-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema45.type,parentSchema:schema45,data:data22};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.respectNullableSchemas !== undefined){
let data23 = data.respectNullableSchemas;
if(typeof data23 !== "boolean"){
const err30 = {instancePath:instancePath+"/respectNullableSchemas",schemaPath:"#/definitions/openapiSettings/properties/respect-nullable-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema45.type,parentSchema:schema45,data:data23};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data["object-query-parameters"] !== undefined){
let data24 = data["object-query-parameters"];
if(typeof data24 !== "boolean"){
const err31 = {instancePath:instancePath+"/object-query-parameters",schemaPath:"#/definitions/openapiSettings/properties/object-query-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.type,parentSchema:schema46,data:data24};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.objectQueryParameters !== undefined){
let data25 = data.objectQueryParameters;
if(typeof data25 !== "boolean"){
const err32 = {instancePath:instancePath+"/objectQueryParameters",schemaPath:"#/definitions/openapiSettings/properties/object-query-parameters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.type,parentSchema:schema46,data:data25};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data["wrap-references-to-nullable-in-optional"] !== undefined){
let data26 = data["wrap-references-to-nullable-in-optional"];
if(typeof data26 !== "boolean"){
const err33 = {instancePath:instancePath+"/wrap-references-to-nullable-in-optional",schemaPath:"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.type,parentSchema:schema47,data:data26};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.wrapReferencesToNullableInOptional !== undefined){
let data27 = data.wrapReferencesToNullableInOptional;
if(typeof data27 !== "boolean"){
const err34 = {instancePath:instancePath+"/wrapReferencesToNullableInOptional",schemaPath:"#/definitions/openapiSettings/properties/wrap-references-to-nullable-in-optional/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.type,parentSchema:schema47,data:data27};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data["coerce-optional-schemas-to-nullable"] !== undefined){
let data28 = data["coerce-optional-schemas-to-nullable"];
if(typeof data28 !== "boolean"){
const err35 = {instancePath:instancePath+"/coerce-optional-schemas-to-nullable",schemaPath:"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema48.type,parentSchema:schema48,data:data28};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.coerceOptionalSchemasToNullable !== undefined){
let data29 = data.coerceOptionalSchemasToNullable;
if(typeof data29 !== "boolean"){
const err36 = {instancePath:instancePath+"/coerceOptionalSchemasToNullable",schemaPath:"#/definitions/openapiSettings/properties/coerce-optional-schemas-to-nullable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema48.type,parentSchema:schema48,data:data29};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data["respect-readonly-schemas"] !== undefined){
let data30 = data["respect-readonly-schemas"];
if(typeof data30 !== "boolean"){
const err37 = {instancePath:instancePath+"/respect-readonly-schemas",schemaPath:"#/definitions/openapiSettings/properties/respect-readonly-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema49.type,parentSchema:schema49,data:data30};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.respectReadonlySchemas !== undefined){
let data31 = data.respectReadonlySchemas;
if(typeof data31 !== "boolean"){
const err38 = {instancePath:instancePath+"/respectReadonlySchemas",schemaPath:"#/definitions/openapiSettings/properties/respect-readonly-schemas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema49.type,parentSchema:schema49,data:data31};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data["respect-forward-compatible-enums"] !== undefined){
let data32 = data["respect-forward-compatible-enums"];
if(typeof data32 !== "boolean"){
const err39 = {instancePath:instancePath+"/respect-forward-compatible-enums",schemaPath:"#/definitions/openapiSettings/properties/respect-forward-compatible-enums/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema50.type,parentSchema:schema50,data:data32};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.respectForwardCompatibleEnums !== undefined){
let data33 = data.respectForwardCompatibleEnums;
if(typeof data33 !== "boolean"){
const err40 = {instancePath:instancePath+"/respectForwardCompatibleEnums",schemaPath:"#/definitions/openapiSettings/properties/respect-forward-compatible-enums/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema50.type,parentSchema:schema50,data:data33};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data["use-bytes-for-binary-response"] !== undefined){
let data34 = data["use-bytes-for-binary-response"];
if(typeof data34 !== "boolean"){
const err41 = {instancePath:instancePath+"/use-bytes-for-binary-response",schemaPath:"#/definitions/openapiSettings/properties/use-bytes-for-binary-response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema51.type,parentSchema:schema51,data:data34};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.useBytesForBinaryResponse !== undefined){
let data35 = data.useBytesForBinaryResponse;
if(typeof data35 !== "boolean"){
const err42 = {instancePath:instancePath+"/useBytesForBinaryResponse",schemaPath:"#/definitions/openapiSettings/properties/use-bytes-for-binary-response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema51.type,parentSchema:schema51,data:data35};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data["default-form-parameter-encoding"] !== undefined){
let data36 = data["default-form-parameter-encoding"];
if(typeof data36 !== "string"){
const err43 = {instancePath:instancePath+"/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.type,parentSchema:schema52,data:data36};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((data36 === "form") || (data36 === "json"))){
const err44 = {instancePath:instancePath+"/default-form-parameter-encoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values",schema:schema52.enum,parentSchema:schema52,data:data36};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.defaultFormParameterEncoding !== undefined){
let data37 = data.defaultFormParameterEncoding;
if(typeof data37 !== "string"){
const err45 = {instancePath:instancePath+"/defaultFormParameterEncoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.type,parentSchema:schema52,data:data37};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!((data37 === "form") || (data37 === "json"))){
const err46 = {instancePath:instancePath+"/defaultFormParameterEncoding",schemaPath:"#/definitions/openapiSettings/properties/default-form-parameter-encoding/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values",schema:schema52.enum,parentSchema:schema52,data:data37};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data["additional-properties-defaults-to"] !== undefined){
let data38 = data["additional-properties-defaults-to"];
if(typeof data38 !== "boolean"){
const err47 = {instancePath:instancePath+"/additional-properties-defaults-to",schemaPath:"#/definitions/openapiSettings/properties/additional-properties-defaults-to/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data38};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.additionalPropertiesDefaultsTo !== undefined){
let data39 = data.additionalPropertiesDefaultsTo;
if(typeof data39 !== "boolean"){
const err48 = {instancePath:instancePath+"/additionalPropertiesDefaultsTo",schemaPath:"#/definitions/openapiSettings/properties/additional-properties-defaults-to/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data39};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data["type-dates-as-strings"] !== undefined){
let data40 = data["type-dates-as-strings"];
if(typeof data40 !== "boolean"){
const err49 = {instancePath:instancePath+"/type-dates-as-strings",schemaPath:"#/definitions/openapiSettings/properties/type-dates-as-strings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.type,parentSchema:schema54,data:data40};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.typeDatesAsStrings !== undefined){
let data41 = data.typeDatesAsStrings;
if(typeof data41 !== "boolean"){
const err50 = {instancePath:instancePath+"/typeDatesAsStrings",schemaPath:"#/definitions/openapiSettings/properties/type-dates-as-strings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.type,parentSchema:schema54,data:data41};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data["preserve-single-schema-oneof"] !== undefined){
let data42 = data["preserve-single-schema-oneof"];
if(typeof data42 !== "boolean"){
const err51 = {instancePath:instancePath+"/preserve-single-schema-oneof",schemaPath:"#/definitions/openapiSettings/properties/preserve-single-schema-oneof/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.type,parentSchema:schema55,data:data42};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.preserveSingleSchemaOneof !== undefined){
let data43 = data.preserveSingleSchemaOneof;
if(typeof data43 !== "boolean"){
const err52 = {instancePath:instancePath+"/preserveSingleSchemaOneof",schemaPath:"#/definitions/openapiSettings/properties/preserve-single-schema-oneof/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.type,parentSchema:schema55,data:data43};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data["coerce-enums-to-literals"] !== undefined){
let data44 = data["coerce-enums-to-literals"];
if(typeof data44 !== "boolean"){
const err53 = {instancePath:instancePath+"/coerce-enums-to-literals",schemaPath:"#/definitions/openapiSettings/properties/coerce-enums-to-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema58.type,parentSchema:schema58,data:data44};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.coerceEnumsToLiterals !== undefined){
let data45 = data.coerceEnumsToLiterals;
if(typeof data45 !== "boolean"){
const err54 = {instancePath:instancePath+"/coerceEnumsToLiterals",schemaPath:"#/definitions/openapiSettings/properties/coerce-enums-to-literals/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema58.type,parentSchema:schema58,data:data45};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data["idiomatic-request-names"] !== undefined){
let data46 = data["idiomatic-request-names"];
if(typeof data46 !== "boolean"){
const err55 = {instancePath:instancePath+"/idiomatic-request-names",schemaPath:"#/definitions/openapiSettings/properties/idiomatic-request-names/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.type,parentSchema:schema59,data:data46};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.idiomaticRequestNames !== undefined){
let data47 = data.idiomaticRequestNames;
if(typeof data47 !== "boolean"){
const err56 = {instancePath:instancePath+"/idiomaticRequestNames",schemaPath:"#/definitions/openapiSettings/properties/idiomatic-request-names/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.type,parentSchema:schema59,data:data47};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data["resolve-aliases"] !== undefined){
let data48 = data["resolve-aliases"];
if((typeof data48 !== "boolean") && (!(data48 && typeof data48 == "object" && !Array.isArray(data48)))){
const err57 = {instancePath:instancePath+"/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/type",keyword:"type",params:{type: schema60.type},message:"must be boolean,object",schema:schema60.type,parentSchema:schema60,data:data48};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
for(const key1 in data48){
if(!(key1 === "except")){
const err58 = {instancePath:instancePath+"/resolve-aliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data:data48};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data48.except !== undefined){
let data49 = data48.except;
if(Array.isArray(data49)){
const len0 = data49.length;
for(let i0=0; i0<len0; i0++){
let data50 = data49[i0];
if(typeof data50 !== "string"){
const err59 = {instancePath:instancePath+"/resolve-aliases/except/" + i0,schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.except.items.type,parentSchema:schema60.properties.except.items,data:data50};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/resolve-aliases/except",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.except.type,parentSchema:schema60.properties.except,data:data49};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
}
if(data.resolveAliases !== undefined){
let data51 = data.resolveAliases;
if((typeof data51 !== "boolean") && (!(data51 && typeof data51 == "object" && !Array.isArray(data51)))){
const err61 = {instancePath:instancePath+"/resolveAliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/type",keyword:"type",params:{type: schema60.type},message:"must be boolean,object",schema:schema60.type,parentSchema:schema60,data:data51};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
for(const key2 in data51){
if(!(key2 === "except")){
const err62 = {instancePath:instancePath+"/resolveAliases",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data:data51};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data51.except !== undefined){
let data52 = data51.except;
if(Array.isArray(data52)){
const len1 = data52.length;
for(let i1=0; i1<len1; i1++){
let data53 = data52[i1];
if(typeof data53 !== "string"){
const err63 = {instancePath:instancePath+"/resolveAliases/except/" + i1,schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.except.items.type,parentSchema:schema60.properties.except.items,data:data53};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/resolveAliases/except",schemaPath:"#/definitions/openapiSettings/properties/resolve-aliases/properties/except/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.except.type,parentSchema:schema60.properties.except,data:data52};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
}
if(data["group-environments-by-host"] !== undefined){
let data54 = data["group-environments-by-host"];
if(typeof data54 !== "boolean"){
const err65 = {instancePath:instancePath+"/group-environments-by-host",schemaPath:"#/definitions/openapiSettings/properties/group-environments-by-host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.type,parentSchema:schema61,data:data54};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.groupEnvironmentsByHost !== undefined){
let data55 = data.groupEnvironmentsByHost;
if(typeof data55 !== "boolean"){
const err66 = {instancePath:instancePath+"/groupEnvironmentsByHost",schemaPath:"#/definitions/openapiSettings/properties/group-environments-by-host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.type,parentSchema:schema61,data:data55};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data["auto-generate-idempotency-key"] !== undefined){
let data56 = data["auto-generate-idempotency-key"];
if((typeof data56 !== "boolean") && (!(data56 && typeof data56 == "object" && !Array.isArray(data56)))){
const err67 = {instancePath:instancePath+"/auto-generate-idempotency-key",schemaPath:"#/definitions/idempotencyKey/type",keyword:"type",params:{type: schema38.type},message:"must be boolean,object",schema:schema38.type,parentSchema:schema38,data:data56};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
for(const key3 in data56){
if(!((key3 === "header-name") || (key3 === "methods"))){
const err68 = {instancePath:instancePath+"/auto-generate-idempotency-key",schemaPath:"#/definitions/idempotencyKey/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data:data56};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data56["header-name"] !== undefined){
let data57 = data56["header-name"];
if(typeof data57 !== "string"){
const err69 = {instancePath:instancePath+"/auto-generate-idempotency-key/header-name",schemaPath:"#/definitions/idempotencyKey/properties/header-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties["header-name"].type,parentSchema:schema38.properties["header-name"],data:data57};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data56.methods !== undefined){
let data58 = data56.methods;
if(Array.isArray(data58)){
const len2 = data58.length;
for(let i2=0; i2<len2; i2++){
let data59 = data58[i2];
if(typeof data59 !== "string"){
const err70 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods/" + i2,schemaPath:"#/definitions/idempotencyKey/properties/methods/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.methods.items.type,parentSchema:schema38.properties.methods.items,data:data59};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(!(((((((data59 === "GET") || (data59 === "POST")) || (data59 === "PUT")) || (data59 === "PATCH")) || (data59 === "DELETE")) || (data59 === "HEAD")) || (data59 === "OPTIONS"))){
const err71 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods/" + i2,schemaPath:"#/definitions/idempotencyKey/properties/methods/items/enum",keyword:"enum",params:{allowedValues: schema38.properties.methods.items.enum},message:"must be equal to one of the allowed values",schema:schema38.properties.methods.items.enum,parentSchema:schema38.properties.methods.items,data:data59};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/auto-generate-idempotency-key/methods",schemaPath:"#/definitions/idempotencyKey/properties/methods/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema38.properties.methods.type,parentSchema:schema38.properties.methods,data:data58};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
}
}
else {
const err73 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema167.type,parentSchema:schema167,data};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

const schema211 = {"title":"output","description":"Where the SDK goes, chosen by `location`.","type":"object","required":["location"],"properties":{"location":{"type":"string","enum":["npm","maven","pypi","nuget","rubygems","postman","local-file-system"],"description":"Kind of output."}},"allOf":[{"if":{"properties":{"location":{"const":"npm"}},"required":["location"]},"then":{"$ref":"#/definitions/npmOutput"}},{"if":{"properties":{"location":{"const":"maven"}},"required":["location"]},"then":{"$ref":"#/definitions/mavenOutput"}},{"if":{"properties":{"location":{"const":"pypi"}},"required":["location"]},"then":{"$ref":"#/definitions/pypiOutput"}},{"if":{"properties":{"location":{"const":"nuget"}},"required":["location"]},"then":{"$ref":"#/definitions/nugetOutput"}},{"if":{"properties":{"location":{"const":"rubygems"}},"required":["location"]},"then":{"$ref":"#/definitions/rubygemsOutput"}},{"if":{"properties":{"location":{"const":"postman"}},"required":["location"]},"then":{"$ref":"#/definitions/postmanOutput"}},{"if":{"properties":{"location":{"const":"local-file-system"}},"required":["location"]},"then":{"$ref":"#/definitions/localOutput"}}]};
const schema212 = {"title":"npm output","description":"`location: npm`.","type":"object","additionalProperties":false,"required":["location","package-name"],"properties":{"location":{"const":"npm","description":"Kind of output."},"package-name":{"type":"string","description":"npm package name."},"url":{"type":"string","default":"https://registry.npmjs.org","description":"Registry URL."},"token":{"type":"string","description":"Registry token, as an environment variable reference such as `${NPM_TOKEN}`."}}};
const schema213 = {"title":"maven output","description":"`location: maven`.","type":"object","additionalProperties":false,"required":["location","coordinate"],"properties":{"location":{"const":"maven","description":"Kind of output."},"coordinate":{"type":"string","description":"Maven coordinate, `groupId:artifactId`."},"url":{"type":"string","default":"https://repo1.maven.org/maven2","description":"Repository URL. Defaults to Maven Central."},"username":{"type":"string","description":"Repository user name."},"password":{"type":"string","description":"Repository password, as an environment variable reference."},"signature":{"type":"object","description":"Artifact signing.","additionalProperties":false,"required":["keyId","password","secretKey"],"properties":{"keyId":{"type":"string","description":"Signing key id."},"password":{"type":"string","description":"Key password, as an environment variable reference."},"secretKey":{"type":"string","description":"Secret key, as an environment variable reference."}}}}};
const schema214 = {"title":"pypi output","description":"`location: pypi`.","type":"object","additionalProperties":false,"required":["location","package-name"],"properties":{"location":{"const":"pypi","description":"Kind of output."},"package-name":{"type":"string","description":"PyPI package name."},"url":{"type":"string","description":"Repository URL."},"token":{"type":"string","description":"`OIDC` selects trusted publishing; otherwise an environment variable reference."},"username":{"type":"string","description":"Repository user name."},"password":{"type":"string","description":"Repository password, as an environment variable reference."},"metadata":{"type":"object","description":"Package metadata.","additionalProperties":false,"properties":{"keywords":{"type":"array","items":{"type":"string"},"description":"Package keywords."},"documentation-link":{"type":"string","description":"Documentation URL."},"homepage-link":{"type":"string","description":"Home page URL."}}}}};
const schema215 = {"title":"nuget output","description":"`location: nuget`.","type":"object","additionalProperties":false,"required":["location","package-name"],"properties":{"location":{"const":"nuget","description":"Kind of output."},"package-name":{"type":"string","description":"NuGet package id."},"url":{"type":"string","description":"Feed URL."},"api-key":{"type":"string","description":"API key, as an environment variable reference."}}};
const schema216 = {"title":"rubygems output","description":"`location: rubygems`.","type":"object","additionalProperties":false,"required":["location","package-name"],"properties":{"location":{"const":"rubygems","description":"Kind of output."},"package-name":{"type":"string","description":"Gem name."},"url":{"type":"string","description":"Repository URL."},"api-key":{"type":"string","description":"API key with push permission (ideally also index and yank), as an environment variable reference. Multi-factor must not be required for API key use."}}};
const schema217 = {"title":"postman output","description":"`location: postman`.","type":"object","additionalProperties":false,"required":["location","api-key","workspace-id"],"properties":{"location":{"const":"postman","description":"Kind of output."},"api-key":{"type":"string","description":"Postman API key, as an environment variable reference."},"workspace-id":{"type":"string","description":"Workspace that receives the collection."},"collection-id":{"type":"string","description":"Existing collection to update; a new one is created when omitted."}}};
const schema218 = {"title":"local-file-system output","description":"`location: local-file-system`.","type":"object","additionalProperties":false,"required":["location","path"],"properties":{"location":{"const":"local-file-system","description":"Kind of output."},"path":{"type":"string","description":"Output folder, relative to the folder of generators.yml."}}};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.location === undefined) && (missing0 = "location")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.location !== undefined){
if("npm" !== data.location){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.location === undefined){
const err2 = {instancePath,schemaPath:"#/definitions/npmOutput/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'",schema:schema212.required,parentSchema:schema212,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["package-name"] === undefined){
const err3 = {instancePath,schemaPath:"#/definitions/npmOutput/required",keyword:"required",params:{missingProperty: "package-name"},message:"must have required property '"+"package-name"+"'",schema:schema212.required,parentSchema:schema212,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "location") || (key0 === "package-name")) || (key0 === "url")) || (key0 === "token"))){
const err4 = {instancePath,schemaPath:"#/definitions/npmOutput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema212,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.location !== undefined){
let data1 = data.location;
if("npm" !== data1){
const err5 = {instancePath:instancePath+"/location",schemaPath:"#/definitions/npmOutput/properties/location/const",keyword:"const",params:{allowedValue: "npm"},message:"must be equal to constant",schema:"npm",parentSchema:schema212.properties.location,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data["package-name"] !== undefined){
let data2 = data["package-name"];
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/package-name",schemaPath:"#/definitions/npmOutput/properties/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema212.properties["package-name"].type,parentSchema:schema212.properties["package-name"],data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.url !== undefined){
let data3 = data.url;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/definitions/npmOutput/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema212.properties.url.type,parentSchema:schema212.properties.url,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.token !== undefined){
let data4 = data.token;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/token",schemaPath:"#/definitions/npmOutput/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema212.properties.token.type,parentSchema:schema212.properties.token,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/definitions/npmOutput/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema212.type,parentSchema:schema212,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err10 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema211.allOf[0].if,parentSchema:schema211.allOf[0],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs17 = errors;
let valid5 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.location === undefined) && (missing1 = "location")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data.location !== undefined){
if("maven" !== data.location){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
var _valid1 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.location === undefined){
const err13 = {instancePath,schemaPath:"#/definitions/mavenOutput/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'",schema:schema213.required,parentSchema:schema213,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.coordinate === undefined){
const err14 = {instancePath,schemaPath:"#/definitions/mavenOutput/required",keyword:"required",params:{missingProperty: "coordinate"},message:"must have required property '"+"coordinate"+"'",schema:schema213.required,parentSchema:schema213,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data){
if(!((((((key1 === "location") || (key1 === "coordinate")) || (key1 === "url")) || (key1 === "username")) || (key1 === "password")) || (key1 === "signature"))){
const err15 = {instancePath,schemaPath:"#/definitions/mavenOutput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema213,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.location !== undefined){
let data6 = data.location;
if("maven" !== data6){
const err16 = {instancePath:instancePath+"/location",schemaPath:"#/definitions/mavenOutput/properties/location/const",keyword:"const",params:{allowedValue: "maven"},message:"must be equal to constant",schema:"maven",parentSchema:schema213.properties.location,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.coordinate !== undefined){
let data7 = data.coordinate;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/coordinate",schemaPath:"#/definitions/mavenOutput/properties/coordinate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema213.properties.coordinate.type,parentSchema:schema213.properties.coordinate,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.url !== undefined){
let data8 = data.url;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/url",schemaPath:"#/definitions/mavenOutput/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema213.properties.url.type,parentSchema:schema213.properties.url,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.username !== undefined){
let data9 = data.username;
if(typeof data9 !== "string"){
const err19 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/mavenOutput/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema213.properties.username.type,parentSchema:schema213.properties.username,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.password !== undefined){
let data10 = data.password;
if(typeof data10 !== "string"){
const err20 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/mavenOutput/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema213.properties.password.type,parentSchema:schema213.properties.password,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.signature !== undefined){
let data11 = data.signature;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.keyId === undefined){
const err21 = {instancePath:instancePath+"/signature",schemaPath:"#/definitions/mavenOutput/properties/signature/required",keyword:"required",params:{missingProperty: "keyId"},message:"must have required property '"+"keyId"+"'",schema:schema213.properties.signature.required,parentSchema:schema213.properties.signature,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data11.password === undefined){
const err22 = {instancePath:instancePath+"/signature",schemaPath:"#/definitions/mavenOutput/properties/signature/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema213.properties.signature.required,parentSchema:schema213.properties.signature,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data11.secretKey === undefined){
const err23 = {instancePath:instancePath+"/signature",schemaPath:"#/definitions/mavenOutput/properties/signature/required",keyword:"required",params:{missingProperty: "secretKey"},message:"must have required property '"+"secretKey"+"'",schema:schema213.properties.signature.required,parentSchema:schema213.properties.signature,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data11){
if(!(((key2 === "keyId") || (key2 === "password")) || (key2 === "secretKey"))){
const err24 = {instancePath:instancePath+"/signature",schemaPath:"#/definitions/mavenOutput/properties/signature/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema213.properties.signature,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data11.keyId !== undefined){
let data12 = data11.keyId;
if(typeof data12 !== "string"){
const err25 = {instancePath:instancePath+"/signature/keyId",schemaPath:"#/definitions/mavenOutput/properties/signature/properties/keyId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema213.properties.signature.properties.keyId.type,parentSchema:schema213.properties.signature.properties.keyId,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.password !== undefined){
let data13 = data11.password;
if(typeof data13 !== "string"){
const err26 = {instancePath:instancePath+"/signature/password",schemaPath:"#/definitions/mavenOutput/properties/signature/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema213.properties.signature.properties.password.type,parentSchema:schema213.properties.signature.properties.password,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.secretKey !== undefined){
let data14 = data11.secretKey;
if(typeof data14 !== "string"){
const err27 = {instancePath:instancePath+"/signature/secretKey",schemaPath:"#/definitions/mavenOutput/properties/signature/properties/secretKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema213.properties.signature.properties.secretKey.type,parentSchema:schema213.properties.signature.properties.secretKey,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/signature",schemaPath:"#/definitions/mavenOutput/properties/signature/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema213.properties.signature.type,parentSchema:schema213.properties.signature,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/definitions/mavenOutput/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema213.type,parentSchema:schema213,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs20 === errors;
valid5 = _valid1;
}
if(!valid5){
const err30 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema211.allOf[1].if,parentSchema:schema211.allOf[1],data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const _errs43 = errors;
let valid10 = true;
const _errs44 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.location === undefined) && (missing2 = "location")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(data.location !== undefined){
if("pypi" !== data.location){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
var _valid2 = _errs44 === errors;
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs46 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.location === undefined){
const err33 = {instancePath,schemaPath:"#/definitions/pypiOutput/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'",schema:schema214.required,parentSchema:schema214,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data["package-name"] === undefined){
const err34 = {instancePath,schemaPath:"#/definitions/pypiOutput/required",keyword:"required",params:{missingProperty: "package-name"},message:"must have required property '"+"package-name"+"'",schema:schema214.required,parentSchema:schema214,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key3 in data){
if(!(((((((key3 === "location") || (key3 === "package-name")) || (key3 === "url")) || (key3 === "token")) || (key3 === "username")) || (key3 === "password")) || (key3 === "metadata"))){
const err35 = {instancePath,schemaPath:"#/definitions/pypiOutput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema214,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.location !== undefined){
let data16 = data.location;
if("pypi" !== data16){
const err36 = {instancePath:instancePath+"/location",schemaPath:"#/definitions/pypiOutput/properties/location/const",keyword:"const",params:{allowedValue: "pypi"},message:"must be equal to constant",schema:"pypi",parentSchema:schema214.properties.location,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data["package-name"] !== undefined){
let data17 = data["package-name"];
if(typeof data17 !== "string"){
const err37 = {instancePath:instancePath+"/package-name",schemaPath:"#/definitions/pypiOutput/properties/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema214.properties["package-name"].type,parentSchema:schema214.properties["package-name"],data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.url !== undefined){
let data18 = data.url;
if(typeof data18 !== "string"){
const err38 = {instancePath:instancePath+"/url",schemaPath:"#/definitions/pypiOutput/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema214.properties.url.type,parentSchema:schema214.properties.url,data:data18};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.token !== undefined){
let data19 = data.token;
if(typeof data19 !== "string"){
const err39 = {instancePath:instancePath+"/token",schemaPath:"#/definitions/pypiOutput/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema214.properties.token.type,parentSchema:schema214.properties.token,data:data19};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.username !== undefined){
let data20 = data.username;
if(typeof data20 !== "string"){
const err40 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/pypiOutput/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema214.properties.username.type,parentSchema:schema214.properties.username,data:data20};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.password !== undefined){
let data21 = data.password;
if(typeof data21 !== "string"){
const err41 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/pypiOutput/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema214.properties.password.type,parentSchema:schema214.properties.password,data:data21};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.metadata !== undefined){
let data22 = data.metadata;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key4 in data22){
if(!(((key4 === "keywords") || (key4 === "documentation-link")) || (key4 === "homepage-link"))){
const err42 = {instancePath:instancePath+"/metadata",schemaPath:"#/definitions/pypiOutput/properties/metadata/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema214.properties.metadata,data:data22};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data22.keywords !== undefined){
let data23 = data22.keywords;
if(Array.isArray(data23)){
const len0 = data23.length;
for(let i0=0; i0<len0; i0++){
let data24 = data23[i0];
if(typeof data24 !== "string"){
const err43 = {instancePath:instancePath+"/metadata/keywords/" + i0,schemaPath:"#/definitions/pypiOutput/properties/metadata/properties/keywords/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema214.properties.metadata.properties.keywords.items.type,parentSchema:schema214.properties.metadata.properties.keywords.items,data:data24};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/metadata/keywords",schemaPath:"#/definitions/pypiOutput/properties/metadata/properties/keywords/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema214.properties.metadata.properties.keywords.type,parentSchema:schema214.properties.metadata.properties.keywords,data:data23};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data22["documentation-link"] !== undefined){
let data25 = data22["documentation-link"];
if(typeof data25 !== "string"){
const err45 = {instancePath:instancePath+"/metadata/documentation-link",schemaPath:"#/definitions/pypiOutput/properties/metadata/properties/documentation-link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema214.properties.metadata.properties["documentation-link"].type,parentSchema:schema214.properties.metadata.properties["documentation-link"],data:data25};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data22["homepage-link"] !== undefined){
let data26 = data22["homepage-link"];
if(typeof data26 !== "string"){
const err46 = {instancePath:instancePath+"/metadata/homepage-link",schemaPath:"#/definitions/pypiOutput/properties/metadata/properties/homepage-link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema214.properties.metadata.properties["homepage-link"].type,parentSchema:schema214.properties.metadata.properties["homepage-link"],data:data26};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/metadata",schemaPath:"#/definitions/pypiOutput/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema214.properties.metadata.type,parentSchema:schema214.properties.metadata,data:data22};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/definitions/pypiOutput/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema214.type,parentSchema:schema214,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid10 = _valid2;
}
if(!valid10){
const err49 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema211.allOf[2].if,parentSchema:schema211.allOf[2],data};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const _errs73 = errors;
let valid17 = true;
const _errs74 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.location === undefined) && (missing3 = "location")){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
if(data.location !== undefined){
if("nuget" !== data.location){
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
}
var _valid3 = _errs74 === errors;
errors = _errs73;
if(vErrors !== null){
if(_errs73){
vErrors.length = _errs73;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs76 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.location === undefined){
const err52 = {instancePath,schemaPath:"#/definitions/nugetOutput/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'",schema:schema215.required,parentSchema:schema215,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data["package-name"] === undefined){
const err53 = {instancePath,schemaPath:"#/definitions/nugetOutput/required",keyword:"required",params:{missingProperty: "package-name"},message:"must have required property '"+"package-name"+"'",schema:schema215.required,parentSchema:schema215,data};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
for(const key5 in data){
if(!((((key5 === "location") || (key5 === "package-name")) || (key5 === "url")) || (key5 === "api-key"))){
const err54 = {instancePath,schemaPath:"#/definitions/nugetOutput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema215,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.location !== undefined){
let data28 = data.location;
if("nuget" !== data28){
const err55 = {instancePath:instancePath+"/location",schemaPath:"#/definitions/nugetOutput/properties/location/const",keyword:"const",params:{allowedValue: "nuget"},message:"must be equal to constant",schema:"nuget",parentSchema:schema215.properties.location,data:data28};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data["package-name"] !== undefined){
let data29 = data["package-name"];
if(typeof data29 !== "string"){
const err56 = {instancePath:instancePath+"/package-name",schemaPath:"#/definitions/nugetOutput/properties/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema215.properties["package-name"].type,parentSchema:schema215.properties["package-name"],data:data29};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.url !== undefined){
let data30 = data.url;
if(typeof data30 !== "string"){
const err57 = {instancePath:instancePath+"/url",schemaPath:"#/definitions/nugetOutput/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema215.properties.url.type,parentSchema:schema215.properties.url,data:data30};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data["api-key"] !== undefined){
let data31 = data["api-key"];
if(typeof data31 !== "string"){
const err58 = {instancePath:instancePath+"/api-key",schemaPath:"#/definitions/nugetOutput/properties/api-key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema215.properties["api-key"].type,parentSchema:schema215.properties["api-key"],data:data31};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath,schemaPath:"#/definitions/nugetOutput/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema215.type,parentSchema:schema215,data};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid3 = _errs76 === errors;
valid17 = _valid3;
}
if(!valid17){
const err60 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema211.allOf[3].if,parentSchema:schema211.allOf[3],data};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const _errs88 = errors;
let valid21 = true;
const _errs89 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.location === undefined) && (missing4 = "location")){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
if(data.location !== undefined){
if("rubygems" !== data.location){
const err62 = {};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
}
var _valid4 = _errs89 === errors;
errors = _errs88;
if(vErrors !== null){
if(_errs88){
vErrors.length = _errs88;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs91 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.location === undefined){
const err63 = {instancePath,schemaPath:"#/definitions/rubygemsOutput/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'",schema:schema216.required,parentSchema:schema216,data};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data["package-name"] === undefined){
const err64 = {instancePath,schemaPath:"#/definitions/rubygemsOutput/required",keyword:"required",params:{missingProperty: "package-name"},message:"must have required property '"+"package-name"+"'",schema:schema216.required,parentSchema:schema216,data};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key6 in data){
if(!((((key6 === "location") || (key6 === "package-name")) || (key6 === "url")) || (key6 === "api-key"))){
const err65 = {instancePath,schemaPath:"#/definitions/rubygemsOutput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema216,data};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.location !== undefined){
let data33 = data.location;
if("rubygems" !== data33){
const err66 = {instancePath:instancePath+"/location",schemaPath:"#/definitions/rubygemsOutput/properties/location/const",keyword:"const",params:{allowedValue: "rubygems"},message:"must be equal to constant",schema:"rubygems",parentSchema:schema216.properties.location,data:data33};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data["package-name"] !== undefined){
let data34 = data["package-name"];
if(typeof data34 !== "string"){
const err67 = {instancePath:instancePath+"/package-name",schemaPath:"#/definitions/rubygemsOutput/properties/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema216.properties["package-name"].type,parentSchema:schema216.properties["package-name"],data:data34};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.url !== undefined){
let data35 = data.url;
if(typeof data35 !== "string"){
const err68 = {instancePath:instancePath+"/url",schemaPath:"#/definitions/rubygemsOutput/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema216.properties.url.type,parentSchema:schema216.properties.url,data:data35};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data["api-key"] !== undefined){
let data36 = data["api-key"];
if(typeof data36 !== "string"){
const err69 = {instancePath:instancePath+"/api-key",schemaPath:"#/definitions/rubygemsOutput/properties/api-key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema216.properties["api-key"].type,parentSchema:schema216.properties["api-key"],data:data36};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath,schemaPath:"#/definitions/rubygemsOutput/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema216.type,parentSchema:schema216,data};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid4 = _errs91 === errors;
valid21 = _valid4;
}
if(!valid21){
const err71 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema211.allOf[4].if,parentSchema:schema211.allOf[4],data};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
const _errs103 = errors;
let valid25 = true;
const _errs104 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.location === undefined) && (missing5 = "location")){
const err72 = {};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
else {
if(data.location !== undefined){
if("postman" !== data.location){
const err73 = {};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
}
var _valid5 = _errs104 === errors;
errors = _errs103;
if(vErrors !== null){
if(_errs103){
vErrors.length = _errs103;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs106 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.location === undefined){
const err74 = {instancePath,schemaPath:"#/definitions/postmanOutput/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'",schema:schema217.required,parentSchema:schema217,data};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data["api-key"] === undefined){
const err75 = {instancePath,schemaPath:"#/definitions/postmanOutput/required",keyword:"required",params:{missingProperty: "api-key"},message:"must have required property '"+"api-key"+"'",schema:schema217.required,parentSchema:schema217,data};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data["workspace-id"] === undefined){
const err76 = {instancePath,schemaPath:"#/definitions/postmanOutput/required",keyword:"required",params:{missingProperty: "workspace-id"},message:"must have required property '"+"workspace-id"+"'",schema:schema217.required,parentSchema:schema217,data};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
for(const key7 in data){
if(!((((key7 === "location") || (key7 === "api-key")) || (key7 === "workspace-id")) || (key7 === "collection-id"))){
const err77 = {instancePath,schemaPath:"#/definitions/postmanOutput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema217,data};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.location !== undefined){
let data38 = data.location;
if("postman" !== data38){
const err78 = {instancePath:instancePath+"/location",schemaPath:"#/definitions/postmanOutput/properties/location/const",keyword:"const",params:{allowedValue: "postman"},message:"must be equal to constant",schema:"postman",parentSchema:schema217.properties.location,data:data38};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data["api-key"] !== undefined){
let data39 = data["api-key"];
if(typeof data39 !== "string"){
const err79 = {instancePath:instancePath+"/api-key",schemaPath:"#/definitions/postmanOutput/properties/api-key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema217.properties["api-key"].type,parentSchema:schema217.properties["api-key"],data:data39};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data["workspace-id"] !== undefined){
let data40 = data["workspace-id"];
if(typeof data40 !== "string"){
const err80 = {instancePath:instancePath+"/workspace-id",schemaPath:"#/definitions/postmanOutput/properties/workspace-id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema217.properties["workspace-id"].type,parentSchema:schema217.properties["workspace-id"],data:data40};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data["collection-id"] !== undefined){
let data41 = data["collection-id"];
if(typeof data41 !== "string"){
const err81 = {instancePath:instancePath+"/collection-id",schemaPath:"#/definitions/postmanOutput/properties/collection-id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema217.properties["collection-id"].type,parentSchema:schema217.properties["collection-id"],data:data41};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath,schemaPath:"#/definitions/postmanOutput/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema217.type,parentSchema:schema217,data};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid5 = _errs106 === errors;
valid25 = _valid5;
}
if(!valid25){
const err83 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema211.allOf[5].if,parentSchema:schema211.allOf[5],data};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
const _errs118 = errors;
let valid29 = true;
const _errs119 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.location === undefined) && (missing6 = "location")){
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
else {
if(data.location !== undefined){
if("local-file-system" !== data.location){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
}
var _valid6 = _errs119 === errors;
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs121 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.location === undefined){
const err86 = {instancePath,schemaPath:"#/definitions/localOutput/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'",schema:schema218.required,parentSchema:schema218,data};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data.path === undefined){
const err87 = {instancePath,schemaPath:"#/definitions/localOutput/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema218.required,parentSchema:schema218,data};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
for(const key8 in data){
if(!((key8 === "location") || (key8 === "path"))){
const err88 = {instancePath,schemaPath:"#/definitions/localOutput/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema218,data};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.location !== undefined){
let data43 = data.location;
if("local-file-system" !== data43){
const err89 = {instancePath:instancePath+"/location",schemaPath:"#/definitions/localOutput/properties/location/const",keyword:"const",params:{allowedValue: "local-file-system"},message:"must be equal to constant",schema:"local-file-system",parentSchema:schema218.properties.location,data:data43};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.path !== undefined){
let data44 = data.path;
if(typeof data44 !== "string"){
const err90 = {instancePath:instancePath+"/path",schemaPath:"#/definitions/localOutput/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema218.properties.path.type,parentSchema:schema218.properties.path,data:data44};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath,schemaPath:"#/definitions/localOutput/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema218.type,parentSchema:schema218,data};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid6 = _errs121 === errors;
valid29 = _valid6;
}
if(!valid29){
const err92 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema211.allOf[6].if,parentSchema:schema211.allOf[6],data};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.location === undefined){
const err93 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "location"},message:"must have required property '"+"location"+"'",schema:schema211.required,parentSchema:schema211,data};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data.location !== undefined){
let data45 = data.location;
if(typeof data45 !== "string"){
const err94 = {instancePath:instancePath+"/location",schemaPath:"#/properties/location/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema211.properties.location.type,parentSchema:schema211.properties.location,data:data45};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(!(((((((data45 === "npm") || (data45 === "maven")) || (data45 === "pypi")) || (data45 === "nuget")) || (data45 === "rubygems")) || (data45 === "postman")) || (data45 === "local-file-system"))){
const err95 = {instancePath:instancePath+"/location",schemaPath:"#/properties/location/enum",keyword:"enum",params:{allowedValues: schema211.properties.location.enum},message:"must be equal to one of the allowed values",schema:schema211.properties.location.enum,parentSchema:schema211.properties.location,data:data45};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema211.type,parentSchema:schema211,data};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}

const schema219 = {"title":"github","description":"Delivery to a git repository: `repository` with `mode` release (default), push or pull-request; or self-hosted with `uri` and `token`.","type":"object","if":{"required":["uri"]},"then":{"$ref":"#/definitions/selfHostedGithub"},"else":{"$ref":"#/definitions/repositoryGithub"}};
const schema220 = {"title":"github (self-hosted)","description":"Self-hosted delivery to any git server.","type":"object","additionalProperties":false,"required":["uri","token"],"properties":{"uri":{"type":"string","description":"Full repository URL."},"token":{"type":"string","description":"Write-capable access token, as an environment variable reference."},"mode":{"type":"string","enum":["push","pull-request"],"description":"Delivery mode."},"branch":{"type":"string","description":"Target branch."}}};
const schema221 = {"title":"github (repository)","description":"Delivery to `repository`. `release` commits to the default branch (or `branch`, which must exist) and tags a release; `push` pushes to `branch`; `pull-request` opens a pull request.","type":"object","additionalProperties":false,"required":["repository"],"properties":{"repository":{"type":"string","description":"Repository as `owner/name`."},"mode":{"type":"string","enum":["release","push","pull-request"],"default":"release","description":"Delivery mode."},"branch":{"type":"string","description":"Target branch; required with `mode: push`."},"license":{"$ref":"#/definitions/license","description":"`MIT`, `Apache-2.0` or a custom license name."},"reviewers":{"$ref":"#/definitions/reviewers","description":"Reviewers requested on pull requests."}},"if":{"properties":{"mode":{"const":"push"}},"required":["mode"]},"then":{"required":["branch"],"x-bracken-message":"missing required key \"branch\"; expected the branch to push to with `mode: push`"}};
const schema222 = {"type":"string","description":"`MIT`, `Apache-2.0` or a custom license name."};
const schema223 = {"title":"reviewers","description":"Code reviewers: teams and users.","type":"object","additionalProperties":false,"properties":{"teams":{"type":"array","items":{"$ref":"#/definitions/reviewer"},"description":"Reviewing teams."},"users":{"type":"array","items":{"$ref":"#/definitions/reviewer"},"description":"Reviewing users."}}};
const schema224 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","description":"Team or user name."}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "teams") || (key0 === "users"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema223,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.teams !== undefined){
let data0 = data.teams;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err1 = {instancePath:instancePath+"/teams/" + i0,schemaPath:"#/definitions/reviewer/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema224.required,parentSchema:schema224,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key1 in data1){
if(!(key1 === "name")){
const err2 = {instancePath:instancePath+"/teams/" + i0,schemaPath:"#/definitions/reviewer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema224,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/teams/" + i0+"/name",schemaPath:"#/definitions/reviewer/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema224.properties.name.type,parentSchema:schema224.properties.name,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/teams/" + i0,schemaPath:"#/definitions/reviewer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema224.type,parentSchema:schema224,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/teams",schemaPath:"#/properties/teams/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema223.properties.teams.type,parentSchema:schema223.properties.teams,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.users !== undefined){
let data3 = data.users;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err6 = {instancePath:instancePath+"/users/" + i1,schemaPath:"#/definitions/reviewer/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema224.required,parentSchema:schema224,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key2 in data4){
if(!(key2 === "name")){
const err7 = {instancePath:instancePath+"/users/" + i1,schemaPath:"#/definitions/reviewer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema224,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4.name !== undefined){
let data5 = data4.name;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/users/" + i1+"/name",schemaPath:"#/definitions/reviewer/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema224.properties.name.type,parentSchema:schema224.properties.name,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/users/" + i1,schemaPath:"#/definitions/reviewer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema224.type,parentSchema:schema224,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/users",schemaPath:"#/properties/users/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema223.properties.users.type,parentSchema:schema223.properties.users,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema223.type,parentSchema:schema223,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.mode === undefined) && (missing0 = "mode")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.mode !== undefined){
if("push" !== data.mode){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.branch === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "branch"},message:"must have required property '"+"branch"+"'",schema:schema221.then.required,parentSchema:schema221.then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema221.if,parentSchema:schema221,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.repository === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'",schema:schema221.required,parentSchema:schema221,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "repository") || (key0 === "mode")) || (key0 === "branch")) || (key0 === "license")) || (key0 === "reviewers"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema221,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.repository !== undefined){
let data1 = data.repository;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/repository",schemaPath:"#/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema221.properties.repository.type,parentSchema:schema221.properties.repository,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.mode !== undefined){
let data2 = data.mode;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema221.properties.mode.type,parentSchema:schema221.properties.mode,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data2 === "release") || (data2 === "push")) || (data2 === "pull-request"))){
const err8 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema221.properties.mode.enum},message:"must be equal to one of the allowed values",schema:schema221.properties.mode.enum,parentSchema:schema221.properties.mode,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.branch !== undefined){
let data3 = data.branch;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/branch",schemaPath:"#/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema221.properties.branch.type,parentSchema:schema221.properties.branch,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.license !== undefined){
let data4 = data.license;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/license",schemaPath:"#/definitions/license/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema222.type,parentSchema:schema222,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.reviewers !== undefined){
if(!(validate54(data.reviewers, {instancePath:instancePath+"/reviewers",parentData:data,parentDataProperty:"reviewers",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema221.type,parentSchema:schema221,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema219.type,parentSchema:schema219,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.uri === undefined) && (missing0 = "uri")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.uri === undefined){
const err2 = {instancePath,schemaPath:"#/definitions/selfHostedGithub/required",keyword:"required",params:{missingProperty: "uri"},message:"must have required property '"+"uri"+"'",schema:schema220.required,parentSchema:schema220,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.token === undefined){
const err3 = {instancePath,schemaPath:"#/definitions/selfHostedGithub/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'",schema:schema220.required,parentSchema:schema220,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "uri") || (key0 === "token")) || (key0 === "mode")) || (key0 === "branch"))){
const err4 = {instancePath,schemaPath:"#/definitions/selfHostedGithub/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema220,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.uri !== undefined){
let data0 = data.uri;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/uri",schemaPath:"#/definitions/selfHostedGithub/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema220.properties.uri.type,parentSchema:schema220.properties.uri,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.token !== undefined){
let data1 = data.token;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/token",schemaPath:"#/definitions/selfHostedGithub/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema220.properties.token.type,parentSchema:schema220.properties.token,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.mode !== undefined){
let data2 = data.mode;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/mode",schemaPath:"#/definitions/selfHostedGithub/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema220.properties.mode.type,parentSchema:schema220.properties.mode,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === "push") || (data2 === "pull-request"))){
const err8 = {instancePath:instancePath+"/mode",schemaPath:"#/definitions/selfHostedGithub/properties/mode/enum",keyword:"enum",params:{allowedValues: schema220.properties.mode.enum},message:"must be equal to one of the allowed values",schema:schema220.properties.mode.enum,parentSchema:schema220.properties.mode,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.branch !== undefined){
let data3 = data.branch;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/branch",schemaPath:"#/definitions/selfHostedGithub/properties/branch/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema220.properties.branch.type,parentSchema:schema220.properties.branch,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/definitions/selfHostedGithub/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema220.type,parentSchema:schema220,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs15 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid0 = _errs15 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err11 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema219.if,parentSchema:schema219,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}

const schema226 = {"title":"Generator metadata","description":"Metadata for one SDK.","type":"object","additionalProperties":false,"properties":{"package-description":{"type":"string","description":"Package description."},"email":{"type":"string","description":"Contact e-mail."},"reference-url":{"type":"string","description":"Reference documentation URL."},"author":{"type":"string","description":"Author."},"license":{"$ref":"#/definitions/license","description":"`MIT`, `Apache-2.0` or a custom license name."}}};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "package-description") || (key0 === "email")) || (key0 === "reference-url")) || (key0 === "author")) || (key0 === "license"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema226,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data["package-description"] !== undefined){
let data0 = data["package-description"];
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/package-description",schemaPath:"#/properties/package-description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema226.properties["package-description"].type,parentSchema:schema226.properties["package-description"],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema226.properties.email.type,parentSchema:schema226.properties.email,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data["reference-url"] !== undefined){
let data2 = data["reference-url"];
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/reference-url",schemaPath:"#/properties/reference-url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema226.properties["reference-url"].type,parentSchema:schema226.properties["reference-url"],data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.author !== undefined){
let data3 = data.author;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/author",schemaPath:"#/properties/author/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema226.properties.author.type,parentSchema:schema226.properties.author,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.license !== undefined){
let data4 = data.license;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/license",schemaPath:"#/definitions/license/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema222.type,parentSchema:schema222,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema226.type,parentSchema:schema226,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}

const schema229 = {"title":"Generator api.auth","description":"A scheme name, `{scheme: name}`, or `{any: [names or {scheme: name}]}`.","type":["string","object"],"additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"scheme":{"type":"string","description":"Scheme name."},"any":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/schemeReference"},"description":"Any one of these schemes."}}};
const schema230 = {"type":["string","object"],"description":"A scheme name, or `{scheme: name}`.","additionalProperties":false,"required":["scheme"],"properties":{"scheme":{"type":"string","description":"Scheme name."}}};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema229.type},message:"must be string,object",schema:schema229.type,parentSchema:schema229,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 1){
const err1 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties",schema:1,parentSchema:schema229,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Object.keys(data).length < 1){
const err2 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties",schema:1,parentSchema:schema229,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "scheme") || (key0 === "any"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema229,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.scheme !== undefined){
let data0 = data.scheme;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema229.properties.scheme.type,parentSchema:schema229.properties.scheme,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.any !== undefined){
let data1 = data.any;
if(Array.isArray(data1)){
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/any",schemaPath:"#/properties/any/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema229.properties.any,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if((typeof data2 !== "string") && (!(data2 && typeof data2 == "object" && !Array.isArray(data2)))){
const err6 = {instancePath:instancePath+"/any/" + i0,schemaPath:"#/definitions/schemeReference/type",keyword:"type",params:{type: schema230.type},message:"must be string,object",schema:schema230.type,parentSchema:schema230,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.scheme === undefined){
const err7 = {instancePath:instancePath+"/any/" + i0,schemaPath:"#/definitions/schemeReference/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'",schema:schema230.required,parentSchema:schema230,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data2){
if(!(key1 === "scheme")){
const err8 = {instancePath:instancePath+"/any/" + i0,schemaPath:"#/definitions/schemeReference/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema230,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.scheme !== undefined){
let data3 = data2.scheme;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/any/" + i0+"/scheme",schemaPath:"#/definitions/schemeReference/properties/scheme/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema230.properties.scheme.type,parentSchema:schema230.properties.scheme,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/any",schemaPath:"#/properties/any/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema229.properties.any.type,parentSchema:schema229.properties.any,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
validate60.errors = vErrors;
return errors === 0;
}

const pattern5 = new RegExp("^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$", "u");

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.name !== undefined){
if("bracken-postman" !== data.name){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.config !== undefined){
if(!(validate41(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema78.allOf[0].if,parentSchema:schema78.allOf[0],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs8 = errors;
let valid4 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.image === undefined) && (missing1 = "image")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.image !== undefined){
let data2 = data.image;
const _errs10 = errors;
if(errors === _errs10){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing2;
if((data2.name === undefined) && (missing2 = "name")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data2.name !== undefined){
if("bracken-postman" !== data2.name){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.config !== undefined){
if(!(validate41(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
var _valid1 = _errs13 === errors;
valid4 = _valid1;
}
if(!valid4){
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema78.allOf[1].if,parentSchema:schema78.allOf[1],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs16 = errors;
let valid8 = true;
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.name === undefined) && (missing3 = "name")){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.name !== undefined){
if("bracken-python-sdk" !== data.name){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
var _valid2 = _errs17 === errors;
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.config !== undefined){
if(!(validate44(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
var _valid2 = _errs19 === errors;
valid8 = _valid2;
}
if(!valid8){
const err10 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema78.allOf[2].if,parentSchema:schema78.allOf[2],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs22 = errors;
let valid11 = true;
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.image === undefined) && (missing4 = "image")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data.image !== undefined){
let data7 = data.image;
const _errs24 = errors;
if(errors === _errs24){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing5;
if((data7.name === undefined) && (missing5 = "name")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
if(data7.name !== undefined){
if("bracken-python-sdk" !== data7.name){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
}
var _valid3 = _errs23 === errors;
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.config !== undefined){
if(!(validate44(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
var _valid3 = _errs27 === errors;
valid11 = _valid3;
}
if(!valid11){
const err15 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema78.allOf[3].if,parentSchema:schema78.allOf[3],data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs30 = errors;
let valid15 = true;
const _errs31 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.name === undefined) && (missing6 = "name")){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
if(data.name !== undefined){
if("bracken-typescript-sdk" !== data.name){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
var _valid4 = _errs31 === errors;
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs33 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.config !== undefined){
if(!(validate47(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
var _valid4 = _errs33 === errors;
valid15 = _valid4;
}
if(!valid15){
const err18 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema78.allOf[4].if,parentSchema:schema78.allOf[4],data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs36 = errors;
let valid18 = true;
const _errs37 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.image === undefined) && (missing7 = "image")){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
if(data.image !== undefined){
let data12 = data.image;
const _errs38 = errors;
if(errors === _errs38){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing8;
if((data12.name === undefined) && (missing8 = "name")){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
if(data12.name !== undefined){
if("bracken-typescript-sdk" !== data12.name){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
else {
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
}
var _valid5 = _errs37 === errors;
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs41 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.config !== undefined){
if(!(validate47(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
var _valid5 = _errs41 === errors;
valid18 = _valid5;
}
if(!valid18){
const err23 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema78.allOf[5].if,parentSchema:schema78.allOf[5],data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema78.properties, key0))){
const err25 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.name !== undefined){
let data15 = data.name;
if(typeof data15 !== "string"){
const err26 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.name.type,parentSchema:schema78.properties.name,data:data15};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((data15 === "bracken-postman") || (data15 === "bracken-python-sdk")) || (data15 === "bracken-typescript-sdk"))){
const err27 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/enum",keyword:"enum",params:{allowedValues: schema78.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema78.properties.name.enum,parentSchema:schema78.properties.name,data:data15};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.image !== undefined){
let data16 = data.image;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.name === undefined){
const err28 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema78.properties.image.required,parentSchema:schema78.properties.image,data:data16};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data16.registry === undefined){
const err29 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/required",keyword:"required",params:{missingProperty: "registry"},message:"must have required property '"+"registry"+"'",schema:schema78.properties.image.required,parentSchema:schema78.properties.image,data:data16};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key1 in data16){
if(!((key1 === "name") || (key1 === "registry"))){
const err30 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema78.properties.image,data:data16};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data16.name !== undefined){
let data17 = data16.name;
if(typeof data17 !== "string"){
const err31 = {instancePath:instancePath+"/image/name",schemaPath:"#/properties/image/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.image.properties.name.type,parentSchema:schema78.properties.image.properties.name,data:data17};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(((data17 === "bracken-postman") || (data17 === "bracken-python-sdk")) || (data17 === "bracken-typescript-sdk"))){
const err32 = {instancePath:instancePath+"/image/name",schemaPath:"#/properties/image/properties/name/enum",keyword:"enum",params:{allowedValues: schema78.properties.image.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema78.properties.image.properties.name.enum,parentSchema:schema78.properties.image.properties.name,data:data17};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data16.registry !== undefined){
let data18 = data16.registry;
if(typeof data18 !== "string"){
const err33 = {instancePath:instancePath+"/image/registry",schemaPath:"#/properties/image/properties/registry/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.image.properties.registry.type,parentSchema:schema78.properties.image.properties.registry,data:data18};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.image.type,parentSchema:schema78.properties.image,data:data16};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.version !== undefined){
let data19 = data.version;
if(typeof data19 === "string"){
if(!pattern5.test(data19)){
const err35 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"},message:"must match pattern \""+"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$"+"\"",schema:"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$",parentSchema:schema78.properties.version,data:data19};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.version.type,parentSchema:schema78.properties.version,data:data19};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data["smart-casing"] !== undefined){
let data20 = data["smart-casing"];
if(typeof data20 !== "boolean"){
const err37 = {instancePath:instancePath+"/smart-casing",schemaPath:"#/properties/smart-casing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema78.properties["smart-casing"].type,parentSchema:schema78.properties["smart-casing"],data:data20};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.config !== undefined){
let data21 = data.config;
if(!(data21 && typeof data21 == "object" && !Array.isArray(data21))){
const err38 = {instancePath:instancePath+"/config",schemaPath:"#/definitions/generatorConfig/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema210.type,parentSchema:schema210,data:data21};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.output !== undefined){
if(!(validate50(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
if(data.github !== undefined){
if(!(validate52(data.github, {instancePath:instancePath+"/github",parentData:data,parentDataProperty:"github",rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
if(data.metadata !== undefined){
if(!(validate58(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
if(data.autorelease !== undefined){
let data25 = data.autorelease;
if(typeof data25 !== "boolean"){
const err39 = {instancePath:instancePath+"/autorelease",schemaPath:"#/properties/autorelease/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema78.properties.autorelease.type,parentSchema:schema78.properties.autorelease,data:data25};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.replay !== undefined){
let data26 = data.replay;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key2 in data26){
if(!(key2 === "enabled")){
const err40 = {instancePath:instancePath+"/replay",schemaPath:"#/definitions/replay/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data:data26};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data26.enabled !== undefined){
let data27 = data26.enabled;
if(typeof data27 !== "boolean"){
const err41 = {instancePath:instancePath+"/replay/enabled",schemaPath:"#/definitions/replay/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema76.properties.enabled.type,parentSchema:schema76.properties.enabled,data:data27};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/replay",schemaPath:"#/definitions/replay/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data:data26};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.snippets !== undefined){
let data28 = data.snippets;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.path === undefined){
const err43 = {instancePath:instancePath+"/snippets",schemaPath:"#/properties/snippets/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema78.properties.snippets.required,parentSchema:schema78.properties.snippets,data:data28};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key3 in data28){
if(!(key3 === "path")){
const err44 = {instancePath:instancePath+"/snippets",schemaPath:"#/properties/snippets/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema78.properties.snippets,data:data28};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data28.path !== undefined){
let data29 = data28.path;
if(typeof data29 !== "string"){
const err45 = {instancePath:instancePath+"/snippets/path",schemaPath:"#/properties/snippets/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.snippets.properties.path.type,parentSchema:schema78.properties.snippets.properties.path,data:data29};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/snippets",schemaPath:"#/properties/snippets/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.snippets.type,parentSchema:schema78.properties.snippets,data:data28};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.api !== undefined){
let data30 = data.api;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key4 in data30){
if(!((key4 === "auth") || (key4 === "auth-schemes"))){
const err47 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema78.properties.api,data:data30};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data30.auth !== undefined){
if(!(validate60(data30.auth, {instancePath:instancePath+"/api/auth",parentData:data30,parentDataProperty:"auth",rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
if(data30["auth-schemes"] !== undefined){
let data32 = data30["auth-schemes"];
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key5 in data32){
if(!(validate29(data32[key5], {instancePath:instancePath+"/api/auth-schemes/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data32,parentDataProperty:key5,rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err48 = {instancePath:instancePath+"/api/auth-schemes",schemaPath:"#/properties/api/properties/auth-schemes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.api.properties["auth-schemes"].type,parentSchema:schema78.properties.api.properties["auth-schemes"],data:data32};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.properties.api.type,parentSchema:schema78.properties.api,data:data30};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.reviewers !== undefined){
if(!(validate54(data.reviewers, {instancePath:instancePath+"/reviewers",parentData:data,parentDataProperty:"reviewers",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}


function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "audiences") || (key0 === "generators")) || (key0 === "reviewers"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.audiences !== undefined){
let data0 = data.audiences;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/audiences/" + i0,schemaPath:"#/properties/audiences/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.audiences.items.type,parentSchema:schema77.properties.audiences.items,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/audiences",schemaPath:"#/properties/audiences/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.audiences.type,parentSchema:schema77.properties.audiences,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.generators !== undefined){
let data2 = data.generators;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate40(data2[i1], {instancePath:instancePath+"/generators/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/generators",schemaPath:"#/properties/generators/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.generators.type,parentSchema:schema77.properties.generators,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.reviewers !== undefined){
if(!(validate54(data.reviewers, {instancePath:instancePath+"/reviewers",parentData:data,parentDataProperty:"reviewers",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.type,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://bracken.dev/schemas/generators.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.api !== undefined){
if(!(validate11(data.api, {instancePath:instancePath+"/api",parentData:data,parentDataProperty:"api",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
if(data["auth-schemes"] !== undefined){
let data1 = data["auth-schemes"];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!(validate29(data1[key1], {instancePath:instancePath+"/auth-schemes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/auth-schemes",schemaPath:"#/properties/auth-schemes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["auth-schemes"].type,parentSchema:schema11.properties["auth-schemes"],data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.whitelabel !== undefined){
let data3 = data.whitelabel;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
if(!(key2 === "github")){
const err2 = {instancePath:instancePath+"/whitelabel",schemaPath:"#/definitions/whitelabel/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema72,data:data3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data3.github !== undefined){
let data4 = data3.github;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.username === undefined){
const err3 = {instancePath:instancePath+"/whitelabel/github",schemaPath:"#/definitions/whitelabel/properties/github/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'",schema:schema72.properties.github.required,parentSchema:schema72.properties.github,data:data4};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data4.email === undefined){
const err4 = {instancePath:instancePath+"/whitelabel/github",schemaPath:"#/definitions/whitelabel/properties/github/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema72.properties.github.required,parentSchema:schema72.properties.github,data:data4};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data4.token === undefined){
const err5 = {instancePath:instancePath+"/whitelabel/github",schemaPath:"#/definitions/whitelabel/properties/github/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'",schema:schema72.properties.github.required,parentSchema:schema72.properties.github,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key3 in data4){
if(!(((key3 === "username") || (key3 === "email")) || (key3 === "token"))){
const err6 = {instancePath:instancePath+"/whitelabel/github",schemaPath:"#/definitions/whitelabel/properties/github/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema72.properties.github,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data4.username !== undefined){
let data5 = data4.username;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/whitelabel/github/username",schemaPath:"#/definitions/whitelabel/properties/github/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.github.properties.username.type,parentSchema:schema72.properties.github.properties.username,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4.email !== undefined){
let data6 = data4.email;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/whitelabel/github/email",schemaPath:"#/definitions/whitelabel/properties/github/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.github.properties.email.type,parentSchema:schema72.properties.github.properties.email,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.token !== undefined){
let data7 = data4.token;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/whitelabel/github/token",schemaPath:"#/definitions/whitelabel/properties/github/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.github.properties.token.type,parentSchema:schema72.properties.github.properties.token,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/whitelabel/github",schemaPath:"#/definitions/whitelabel/properties/github/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.properties.github.type,parentSchema:schema72.properties.github,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/whitelabel",schemaPath:"#/definitions/whitelabel/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.type,parentSchema:schema72,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.metadata !== undefined){
let data8 = data.metadata;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key4 in data8){
if(!((key4 === "description") || (key4 === "authors"))){
const err12 = {instancePath:instancePath+"/metadata",schemaPath:"#/definitions/globalMetadata/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema73,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data8.description !== undefined){
let data9 = data8.description;
if(typeof data9 !== "string"){
const err13 = {instancePath:instancePath+"/metadata/description",schemaPath:"#/definitions/globalMetadata/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.description.type,parentSchema:schema73.properties.description,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data8.authors !== undefined){
let data10 = data8.authors;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.name === undefined){
const err14 = {instancePath:instancePath+"/metadata/authors/" + i0,schemaPath:"#/definitions/globalMetadata/properties/authors/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema73.properties.authors.items.required,parentSchema:schema73.properties.authors.items,data:data11};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data11.email === undefined){
const err15 = {instancePath:instancePath+"/metadata/authors/" + i0,schemaPath:"#/definitions/globalMetadata/properties/authors/items/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema73.properties.authors.items.required,parentSchema:schema73.properties.authors.items,data:data11};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key5 in data11){
if(!((key5 === "name") || (key5 === "email"))){
const err16 = {instancePath:instancePath+"/metadata/authors/" + i0,schemaPath:"#/definitions/globalMetadata/properties/authors/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema73.properties.authors.items,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data11.name !== undefined){
let data12 = data11.name;
if(typeof data12 !== "string"){
const err17 = {instancePath:instancePath+"/metadata/authors/" + i0+"/name",schemaPath:"#/definitions/globalMetadata/properties/authors/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.authors.items.properties.name.type,parentSchema:schema73.properties.authors.items.properties.name,data:data12};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data11.email !== undefined){
let data13 = data11.email;
if(typeof data13 !== "string"){
const err18 = {instancePath:instancePath+"/metadata/authors/" + i0+"/email",schemaPath:"#/definitions/globalMetadata/properties/authors/items/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.authors.items.properties.email.type,parentSchema:schema73.properties.authors.items.properties.email,data:data13};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/metadata/authors/" + i0,schemaPath:"#/definitions/globalMetadata/properties/authors/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.properties.authors.items.type,parentSchema:schema73.properties.authors.items,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/metadata/authors",schemaPath:"#/definitions/globalMetadata/properties/authors/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema73.properties.authors.type,parentSchema:schema73.properties.authors,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/metadata",schemaPath:"#/definitions/globalMetadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.readme !== undefined){
if(!(validate37(data.readme, {instancePath:instancePath+"/readme",parentData:data,parentDataProperty:"readme",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data["default-group"] !== undefined){
let data15 = data["default-group"];
if(typeof data15 !== "string"){
const err22 = {instancePath:instancePath+"/default-group",schemaPath:"#/properties/default-group/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["default-group"].type,parentSchema:schema11.properties["default-group"],data:data15};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.autorelease !== undefined){
let data16 = data.autorelease;
if(typeof data16 !== "boolean"){
const err23 = {instancePath:instancePath+"/autorelease",schemaPath:"#/properties/autorelease/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.autorelease.type,parentSchema:schema11.properties.autorelease,data:data16};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.replay !== undefined){
let data17 = data.replay;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key6 in data17){
if(!(key6 === "enabled")){
const err24 = {instancePath:instancePath+"/replay",schemaPath:"#/definitions/replay/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data:data17};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data17.enabled !== undefined){
let data18 = data17.enabled;
if(typeof data18 !== "boolean"){
const err25 = {instancePath:instancePath+"/replay/enabled",schemaPath:"#/definitions/replay/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema76.properties.enabled.type,parentSchema:schema76.properties.enabled,data:data18};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/replay",schemaPath:"#/definitions/replay/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data:data17};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.aliases !== undefined){
let data19 = data.aliases;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key7 in data19){
let data20 = data19[key7];
if(Array.isArray(data20)){
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
let data21 = data20[i1];
if(typeof data21 !== "string"){
const err27 = {instancePath:instancePath+"/aliases/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"#/properties/aliases/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.aliases.additionalProperties.items.type,parentSchema:schema11.properties.aliases.additionalProperties.items,data:data21};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/aliases/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/aliases/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.aliases.additionalProperties.type,parentSchema:schema11.properties.aliases.additionalProperties,data:data20};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/aliases",schemaPath:"#/properties/aliases/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.aliases.type,parentSchema:schema11.properties.aliases,data:data19};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.groups !== undefined){
let data22 = data.groups;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key8 in data22){
if(!(validate39(data22[key8], {instancePath:instancePath+"/groups/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data22,parentDataProperty:key8,rootData}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err30 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.groups.type,parentSchema:schema11.properties.groups,data:data22};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.reviewers !== undefined){
if(!(validate54(data.reviewers, {instancePath:instancePath+"/reviewers",parentData:data,parentDataProperty:"reviewers",rootData}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

