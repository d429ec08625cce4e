/** Spec 04 §2.5: /union-management/forms (M0409, 문서 서식). */
export const FORMS_MENU = "M0409";
export const FORMS_PATH = "union-management/forms";
