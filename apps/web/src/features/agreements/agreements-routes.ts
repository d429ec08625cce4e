import type { RouteObject } from "react-router";
import { AGREEMENTS_PATH } from "./agreements-paths";

const loadPage = async () => (await import("./pages/agreements-page")).AgreementsPage;

export const agreementsRoutes = (): RouteObject[] => [{ path: AGREEMENTS_PATH, lazy: { Component: loadPage } }];
