/** `toolcards/testing/jest`: the Jest config fields that let Jest load the kit (see jest-preset.cjs). */

/** The kit's ES-module packages to CommonJS with babel-jest, then Jest's default for your files. */
export declare const transform: Record<string, string | [string, Record<string, unknown>]>;
/** Jest's default, except the kit's ES-module packages. */
export declare const transformIgnorePatterns: string[];
