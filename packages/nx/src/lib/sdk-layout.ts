/** Folder inside an SDK project that receives the generated package. */
export const GENERATED_DIR = 'generated';
