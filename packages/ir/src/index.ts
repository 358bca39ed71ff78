export const IR_VERSION = '1.0.0';
