/**
 * The two forms of a signature (spec §5): a drawn one, a PNG data URL of at most ~200 KB, or a typed
 * full name. Kept free of zod so that the signature pad can tell them apart without the schemas.
 */
export const drawnSignaturePattern = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
export const maxSignatureLength = 280_000;

export function isDrawnSignature(signature: string): boolean {
  return signature.startsWith('data:');
}
