/**
 * The folders of the checkout that hold the project's own files: the only folders that the
 * typecheck, ESLint, Prettier and Vitest read (tsconfig.json, eslint.config.js, .prettierignore and
 * the Vitest configs name them; scripts/source-folders.test.ts holds them to it). Everything else at
 * the top of a checkout is written by a tool or by the server: node_modules/, .ci/node24/, builds
 * (build/, build-stock/, build-rebrand/ ...), .react-router/, and the server's DATA_DIR (./data: the
 * requests' database, its backups, the uploaded files and the content repository, a whole copy of
 * the source with its own builds). Reading those made `npm test` fail after `npm start`.
 */
export const SOURCE_FOLDERS = ["admin", "app", "docs", "e2e", "public", "scripts", "server"];
