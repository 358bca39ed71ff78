export { assertWebhookSignature, verifyWebhookSignature, WebhookVerificationError } from "./verify-signature";
export type {
  VerifyWebhookSignatureArgs,
  WebhookSignatureConfig,
  WebhookVerificationFailure,
} from "./verify-signature";
export {
  createNodeCrypto,
  createWebCrypto,
  getDefaultWebhookCrypto,
  loadNodeCrypto,
  timingSafeEqual,
} from "./webhook-crypto";
export type { DigestAlgorithm, HmacAlgorithm, NodeCryptoModule, WebhookCrypto } from "./webhook-crypto";
export { md5 } from "./md5";
