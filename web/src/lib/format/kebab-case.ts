/** A camel-case field name as a test id or class part: `salePrice` → `sale-price`. */
export const kebabCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
