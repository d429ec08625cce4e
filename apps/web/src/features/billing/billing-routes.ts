import type { RouteObject } from "react-router";
import { CHARGES_PATH } from "./billing-paths";

const loadChargesPage = async () => (await import("./pages/charges-page")).ChargesPage;

/** Spec 01 §2: `.../etc-management/charges`, charge and usage management (menu M1103). */
export const billingRoutes = (): RouteObject[] => [{ path: CHARGES_PATH, lazy: { Component: loadChargesPage } }];
