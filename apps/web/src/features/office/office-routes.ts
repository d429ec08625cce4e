import type { RouteObject } from "react-router";
import { OFFICE_PATH } from "./office-paths";

const loadOfficePage = async () => (await import("./pages/office-page")).OfficePage;

/** Spec 01 §2 office route under `/unions/:unionSeq` (menu M1102); the page loads on demand. */
export const officeRoutes = (): RouteObject[] => [{ path: OFFICE_PATH, lazy: { Component: loadOfficePage } }];
