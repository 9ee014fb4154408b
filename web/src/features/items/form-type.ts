/** SPEC §5: the create form's formType is PRODUCT, otherwise SERVICE. */
export type ItemFormType = 'PRODUCT' | 'SERVICE';

export function parseItemFormType(value: string | null): ItemFormType {
  return value === 'PRODUCT' ? 'PRODUCT' : 'SERVICE';
}
