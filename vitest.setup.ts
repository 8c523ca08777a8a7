import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

/** Unmount what each test rendered (Testing Library only does this itself with Vitest globals). */
afterEach(cleanup);
