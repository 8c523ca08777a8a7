/**
 * The office's own settings, changed by an owner on /office/settings: how long a session may sit
 * idle (15 minutes by default, 5 to 60) and whether editors may sign in without the authenticator
 * app. Everybody else (owners, intake: they read health information) always needs it, and so do
 * editors unless an owner relaxes it. Kept in the database's settings table.
 */
import type { Db } from "../db/database";
import { readSetting, writeSetting } from "../db/settings-table";
import type { User } from "./users";

export interface Policy {
  idleMinutes: number;
  /** Editors (the site's words only, no requests) may sign in with a password alone. */
  editorsWithoutTwoStep: boolean;
}

export const DEFAULT_POLICY: Policy = { idleMinutes: 15, editorsWithoutTwoStep: false };
export const IDLE_RANGE = { min: 5, max: 60 } as const;

export function policyStore(db: Db) {
  const read = (key: string) => readSetting(db, key);
  const write = (key: string, value: string) => writeSetting(db, key, value);
  return {
    get(): Policy {
      const idle = Number(read("idle_minutes"));
      return {
        idleMinutes: idle || DEFAULT_POLICY.idleMinutes,
        editorsWithoutTwoStep: read("editors_without_two_step") === "1",
      };
    },
    set(policy: Policy) {
      write("idle_minutes", String(policy.idleMinutes));
      write("editors_without_two_step", policy.editorsWithoutTwoStep ? "1" : "0");
    },
    /** Whether this person must have the authenticator app set up to sign in. */
    needsTwoStep(user: User): boolean {
      return user.role !== "editor" || !this.get().editorsWithoutTwoStep;
    },
  };
}

export type PolicyStore = ReturnType<typeof policyStore>;
