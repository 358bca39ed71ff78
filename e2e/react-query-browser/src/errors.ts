/** Base class of the errors these tests raise for their own set-up steps. */
export class EndToEndError extends Error {
  override name = 'EndToEndError';
}
