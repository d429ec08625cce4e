export * from "../auth-server/auth-server.table";
export * from "../modules/account/account.table";
export * from "../modules/files/files.table";
export * from "../modules/maintenance/maintenance.table";
export * from "../modules/permissions/permissions.table";
export * from "../modules/register/register.table";
export * from "../modules/union-users/union-users.table";
export * from "../platform/ledger.table";
