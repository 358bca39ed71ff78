import { CoreError } from "../errors/core-error";
import { cookieHeader, encodeCookieName } from "./cookies";

describe("cookieHeader", () => {
  it("joins pairs in order, skipping missing values, the later of two names winning", () => {
    expect(
      cookieHeader([
        ["session_hint", "a b"],
        ["sid", "s1"],
        ["unused", undefined],
        ["session_hint", "c"],
      ]),
    ).toBe("sid=s1; session_hint=c");
    expect(cookieHeader([["unused", undefined]])).toBeUndefined();
  });

  it("never lets a value add a cookie or an attribute", () => {
    const header = cookieHeader([["sid", "x; admin=1, Path=/\r\n"]])!;
    expect(header).toBe("sid=x%3B%20admin%3D1%2C%20Path%3D%2F%0D%0A");
    expect(header.split("; ")).toHaveLength(1);
  });

  it("percent-encodes every name character outside an RFC 6265 token", () => {
    expect(encodeCookieName("session-id_2.v~1")).toBe("session-id_2.v~1");
    expect(encodeCookieName("a=b; admin")).toBe("a%3Db%3B%20admin");
    expect(encodeCookieName("(ü)")).toBe("%28%C3%BC%29");
    expect(cookieHeader([["a=b; admin", "1"]])).toBe("a%3Db%3B%20admin=1");
    expect(() => encodeCookieName("")).toThrow(CoreError);
  });

  it("refuses a value that is not well-formed Unicode without printing it", () => {
    expect(() => cookieHeader([["sid", "secret\ud800"]])).toThrow(
      'Invalid value of cookie "sid": it is not well-formed Unicode',
    );
  });
});
