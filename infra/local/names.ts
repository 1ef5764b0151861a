/**
 * Names and credentials of the local stand-ins, in a module of their own so that light tools (the
 * staff command) can use them without loading the whole stack.
 */

/** Local credentials: the stand-ins accept these; nothing else does. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const localTableName = 'kenya-eta';
export const localBucketName = 'kenya-eta-documents';
