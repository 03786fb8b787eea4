/** One choice of a top-bar picker (language, brand, user type). */
export interface PickerOption<T extends string> {
  readonly value: T;
  readonly label: string;
}
