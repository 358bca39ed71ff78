/** The part of newman's API the tests use. */
declare module 'newman' {
  interface NewmanVariable {
    key: string;
    value: string;
  }
  interface NewmanRunOptions {
    collection: unknown;
    envVar?: NewmanVariable[];
    reporters?: string[];
    timeoutRequest?: number;
  }
  interface NewmanExecution {
    item: { name: string };
    request: { method: string; url: { toString(): string }; headers: { toObject(): Record<string, string> } };
    response?: { code: number; text(): string };
    requestError?: { message: string };
  }
  interface NewmanSummary {
    run: { executions: NewmanExecution[]; failures: Array<{ error: { message: string } }> };
  }
  export function run(options: NewmanRunOptions, callback: (error: Error | null, summary: NewmanSummary) => void): void;
}
