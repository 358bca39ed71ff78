/**
 * Stands in for the `src/grpc/protos.ts` the generator writes into each SDK with gRPC clients
 * (the API's `.proto` files by import path), so that `runtime.ts` type-checks here. The
 * generator copies `runtime.ts` alone, naming its error class `<Ns>GrpcError` and setting
 * `TIMESTAMPS_AS_DATES` to whether the SDK's serialization layer is on.
 */
export const PROTO_FILES: Readonly<Record<string, string>> = {};
