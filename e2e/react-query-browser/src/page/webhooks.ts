// Loaded in Chromium, where only Web Crypto exists: exposes the generated webhook helpers to
// the test, which calls them with signatures computed by openssl.
import { FeedWebhooks } from '@acme/feed-sdk';

type WebhookName = keyof typeof FeedWebhooks;
type VerifyArgs = Parameters<(typeof FeedWebhooks)[WebhookName]['verifySignature']>[0];

function verifyWebhook(name: WebhookName, args: VerifyArgs): Promise<boolean> {
  return FeedWebhooks[name].verifySignature(args);
}

Object.assign(window, { verifyWebhook });
