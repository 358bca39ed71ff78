/**
 * The surface of the SDK that Bracken generates from the one-endpoint definition. The
 * bundler points `bench-generated-sdk` at the freshly generated `src/index.ts`.
 */
declare module 'bench-generated-sdk' {
  export interface Item {
    id: string;
    name: string;
    price: number;
    inStock?: boolean;
  }
  export class BenchClient {
    constructor(options: { baseUrl: string; maxRetries?: number });
    readonly items: { getItem(request: { itemId: string }): Promise<Item> };
  }
}
