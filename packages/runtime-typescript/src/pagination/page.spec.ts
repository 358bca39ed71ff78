import { startTestServer, sendJson, type TestServer } from "../../test/http-test-server";
import { fetcher } from "../fetcher/fetcher";
import type { RawResponse } from "../fetcher/raw-response";
import { Page } from "./page";

interface UserList {
  users: Array<{ id: number }>;
  next_cursor?: string;
}

const ALL = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));

describe("Page against a real server", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer((req, res) => {
      const url = new URL(req.url, "http://x");
      const start = Number(url.searchParams.get("cursor") ?? "0");
      const users = ALL.slice(start, start + 3);
      const next = start + 3 < ALL.length ? String(start + 3) : undefined;
      sendJson(res, 200, { users, ...(next !== undefined ? { next_cursor: next } : {}) }, { "x-page": String(start) });
    });
  });
  afterEach(async () => {
    await server.close();
  });

  async function load(cursor: string | undefined): Promise<{ data: UserList; rawResponse: RawResponse }> {
    const response = await fetcher<UserList>({
      url: `${server.url}/users`,
      method: "GET",
      queryParameters: { cursor },
    });
    if (!response.ok) throw new Error("load failed");
    return { data: response.body, rawResponse: response.rawResponse };
  }

  async function firstPage(): Promise<Page<{ id: number }, UserList>> {
    const { data, rawResponse } = await load(undefined);
    return new Page({
      response: data,
      rawResponse,
      items: data.users,
      hasNextPage: data.next_cursor !== undefined,
      loadPage: (current) => load(current.next_cursor),
      getItems: (response) => response.users,
      hasNext: (response) => response.next_cursor !== undefined,
    });
  }

  it("iterates every item of every page, loading pages on demand", async () => {
    const page = await firstPage();
    expect(page.data.map((u) => u.id)).toEqual([1, 2, 3]);
    expect(server.requests).toHaveLength(1);
    const ids: number[] = [];
    for await (const user of page) ids.push(user.id);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(server.requests.map((r) => r.url)).toEqual(["/users", "/users?cursor=3", "/users?cursor=6"]);
  });

  it("walks page by page with hasNextPage, getNextPage and rawResponse", async () => {
    let page = await firstPage();
    const pages = [page.rawResponse.headers.get("x-page")];
    while (page.hasNextPage()) {
      page = await page.getNextPage();
      pages.push(page.rawResponse.headers.get("x-page"));
    }
    expect(pages).toEqual(["0", "3", "6"]);
    expect(page.response.users).toEqual([{ id: 7 }]);
    await expect(page.getNextPage()).rejects.toThrow(/^No next page: /);
  });

  it("stops early when the caller breaks", async () => {
    const page = await firstPage();
    for await (const user of page) {
      if (user.id === 4) break;
    }
    expect(server.requests).toHaveLength(2);
  });
});
