/**
 * The surface of the SDK that hey-api generates from the one-endpoint definition. The
 * bundler points `bench-hey-api-sdk` at the generated `index.ts`.
 */
declare module 'bench-hey-api-sdk' {
  export function getItem(options: { path: { itemId: string }; baseUrl?: string }): Promise<unknown>;
}
