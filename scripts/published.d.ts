/** Folder under `packages/` → its public entry points (subpath → source file under `src/`). */
export declare const PUBLISHED: {
    readonly core: {
        readonly index: "src/index.ts";
        readonly api: "src/api/index.ts";
        readonly networks: "src/networks/index.ts";
    };
    readonly evm: {
        readonly index: "src/index.ts";
    };
    readonly walletconnect: {
        readonly index: "src/index.ts";
    };
    readonly react: {
        readonly index: "src/index.ts";
    };
};
/** A published package's folder name. */
export type PublishedDir = keyof typeof PUBLISHED;
/** The repository's root folder. */
export declare const ROOT: string;
/** A packed tarball: the package's name and the file's absolute path. */
export type Packed = {
    name: string;
    dir: PublishedDir;
    file: string;
    files: string[];
};
/**
 * Packs every published package with `npm pack` into `dest` (run `npm run build` first).
 *
 * @example
 * const tarballs = packPublished(await mkdtemp(join(tmpdir(), 'latch-pack-')))
 */
export declare function packPublished(dest: string): Packed[];
