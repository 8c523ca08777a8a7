import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { SOURCE_FOLDERS } from "./scripts/source-folders.mjs";

export default tseslint.config(
  // Only the project's own folders and top-level files: never what the server or a build wrote (DATA_DIR, build*/).
  { ignores: ["*/", ...SOURCE_FOLDERS.map((folder) => `!${folder}/`)] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  { files: ["**/*.{js,mjs,ts}"], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);
