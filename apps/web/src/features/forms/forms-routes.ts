import type { RouteObject } from "react-router";
import { FORMS_PATH } from "./forms-paths";

const loadFormsPage = async () => (await import("./pages/forms-page")).FormsPage;

/** Spec 04 §2.5: /union-management/forms (M0409). */
export const formsRoutes = (): RouteObject[] => [{ path: FORMS_PATH, lazy: { Component: loadFormsPage } }];
