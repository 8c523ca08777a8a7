/**
 * Who may do what in the office. Every staff handler names the one permission it needs
 * (`requireCaller` in ./caller.ts, from the route table's row); roles are lists of permissions, nowhere else.
 */
export const ROLES = ["owner", "intake", "editor"] as const;
export type Role = (typeof ROLES)[number];

export type Permission =
  | "read:requests"
  | "update:requests"
  | "delete:requests"
  | "export:requests"
  | "manage:staff"
  | "read:audit"
  | "update:settings"
  | "edit:site";

const GRANTS: Record<Role, readonly Permission[]> = {
  owner: [
    "read:requests",
    "update:requests",
    "delete:requests",
    "export:requests",
    "manage:staff",
    "read:audit",
    "update:settings",
    "edit:site",
  ],
  intake: ["read:requests", "update:requests", "export:requests"],
  editor: ["edit:site"],
};

export const can = (role: Role, permission: Permission): boolean => GRANTS[role].includes(permission);

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
