/** SPEC §5: the create form's formType is BUSINESS, otherwise INDIVIDUAL. */
export type StakeholderFormType = 'BUSINESS' | 'INDIVIDUAL';

export function parseStakeholderFormType(value: string | null): StakeholderFormType {
  return value === 'BUSINESS' ? 'BUSINESS' : 'INDIVIDUAL';
}
