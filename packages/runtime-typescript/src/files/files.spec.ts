import { createMultipartForm } from "./multipart";
import { assertUploadable, toBlob } from "./uploadable";

describe("assertUploadable", () => {
  it.each([null, undefined])("raises a TypeError naming the expected types for %s", (value) => {
    expect(() => assertUploadable(value, "file")).toThrow(TypeError);
    expect(() => assertUploadable(value, "file")).toThrow(
      `Invalid file upload: file is ${String(value)}; expected Blob, File, ArrayBuffer, ArrayBufferView (e.g. Uint8Array or Buffer), ReadableStream, or { data, filename?, contentType? }`,
    );
  });

  it("rejects other values and accepts every uploadable form", () => {
    expect(() => assertUploadable("text", "avatar")).toThrow("Invalid file upload: avatar is a string;");
    expect(() => assertUploadable({ name: "x" }, "avatar")).toThrow("Invalid file upload: avatar is a Object;");
    for (const value of [
      new Blob(["a"]),
      new File(["a"], "a.txt"),
      new ArrayBuffer(1),
      new Uint8Array(1),
      Buffer.from("a"),
      new ReadableStream(),
      { data: new Uint8Array(1), filename: "a.bin" },
    ]) {
      expect(() => assertUploadable(value, "file")).not.toThrow();
    }
  });
});

describe("multipart", () => {
  it("turns every uploadable into a Blob with its name and type", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("streamed"));
        controller.close();
      },
    });
    const streamed = await toBlob({ data: stream, filename: "s.txt", contentType: "text/plain" });
    expect(streamed.filename).toBe("s.txt");
    expect(streamed.blob.type).toBe("text/plain");
    expect(await streamed.blob.text()).toBe("streamed");
    expect((await toBlob(new File(["f"], "named.txt"))).filename).toBe("named.txt");
  });

  it("builds a FormData with files and text parts", async () => {
    const form = createMultipartForm();
    form.appendFile("upload", new Uint8Array([104, 105]), { filename: "hi.txt", contentType: "text/plain" });
    form.append("count", 3);
    form.append("when", new Date(Date.UTC(2024, 0, 1)));
    form.append("skipped", undefined);
    expect(() => form.appendFile("broken", null as unknown as Blob)).toThrow(TypeError);
    const { body } = await form.build();
    const file = body.get("upload");
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe("hi.txt");
    expect(await (file as File).text()).toBe("hi");
    expect(body.get("count")).toBe("3");
    expect(body.get("when")).toBe("2024-01-01T00:00:00.000Z");
    expect(body.has("skipped")).toBe(false);
  });
});
