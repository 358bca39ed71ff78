import { CoreError } from "../errors/core-error";
import type { RawResponse } from "../fetcher/raw-response";

/** Options of {@link Page}; generated code supplies how to load and read each page. */
export interface PageOptions<TItem, TResponse> {
  /** The response of this page. */
  response: TResponse;
  /** Its raw response. */
  rawResponse: RawResponse;
  /** The items of this page. */
  items: TItem[];
  /** Whether another page follows this one. */
  hasNextPage: boolean;
  /** Requests the page after `current` (cursor, offset or link taken from `current`). */
  loadPage: (current: TResponse) => Promise<{ data: TResponse; rawResponse: RawResponse }>;
  /** Reads the items of a response. */
  getItems: (response: TResponse) => TItem[];
  /** Whether another page follows a response. */
  hasNext: (response: TResponse, items: TItem[]) => boolean;
}

/**
 * One page of a paginated endpoint. Iterating it with `for await` yields every item of this
 * page and of every following page, loading them on demand.
 *
 * @example
 * ```ts
 * const page = await client.users.list({ limit: 50 });
 * for await (const user of page) console.log(user.id); // all users, all pages
 *
 * let current = page; // or page by page:
 * while (current.hasNextPage()) current = await current.getNextPage();
 * ```
 */
export class Page<TItem, TResponse = unknown> implements AsyncIterable<TItem> {
  /** The items of this page. */
  readonly data: TItem[];
  /** The response of this page. */
  readonly response: TResponse;
  /** The raw response of this page. */
  readonly rawResponse: RawResponse;
  private readonly options: PageOptions<TItem, TResponse>;

  constructor(options: PageOptions<TItem, TResponse>) {
    this.options = options;
    this.data = options.items;
    this.response = options.response;
    this.rawResponse = options.rawResponse;
  }

  /** Whether another page follows this one. */
  hasNextPage(): boolean {
    return this.options.hasNextPage;
  }

  /**
   * Loads the following page.
   * @throws {@link CoreError} when this is the last page.
   */
  async getNextPage(): Promise<Page<TItem, TResponse>> {
    if (!this.options.hasNextPage) {
      throw new CoreError(`No next page: ${this.rawResponse.url || "this"} is the last page`);
    }
    const { data, rawResponse } = await this.options.loadPage(this.response);
    const items = this.options.getItems(data);
    return new Page({
      ...this.options,
      response: data,
      rawResponse,
      items,
      hasNextPage: this.options.hasNext(data, items),
    });
  }

  /** Yields every item of this and all following pages. An empty page ends the iteration. */
  async *[Symbol.asyncIterator](): AsyncGenerator<TItem, void, undefined> {
    let page: Page<TItem, TResponse> = this;
    for (;;) {
      yield* page.data;
      // A server that keeps announcing pages but sends no items would otherwise loop forever.
      if (!page.hasNextPage() || page.data.length === 0) return;
      page = await page.getNextPage();
    }
  }
}
