export * from "./forms.schemas";
