/**
 * One problem a form's rule function finds: the form field's path (react-hook-form paths:
 * `cargos.0.dataInicio`), a code, and the values its message shows. Rule functions return them;
 * the server turns each code into its FieldError key, the web into its catalog id, and the zod
 * wrappers of `@portal/domain/schemas` report them to the form.
 */
export interface FormIssue<F extends string = string, C extends string = string> {
  field: F;
  code: C;
  values?: Record<string, string | number>;
}
