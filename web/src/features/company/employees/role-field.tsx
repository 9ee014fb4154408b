import { type AssignableRole, assignableRoles } from '@daftar/contracts/endpoints/employees-roles';
import { useT } from '../../../i18n/use-t.ts';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { roleHintKeys, roleKeys } from './roles.ts';

/** The roles one can give (not OWNER: ownership is transferred), each with what it allows under the choice. */
export function RoleField({
  value,
  onChange,
  error,
}: {
  value: AssignableRole | '';
  onChange(role: AssignableRole | ''): void;
  error?: string;
}) {
  const t = useT();
  return (
    <SelectField
      label={t('WEB_EMPLOYEE_ROLE')}
      name="role"
      required
      value={value}
      onChange={(event) => onChange(event.target.value as AssignableRole | '')}
      options={assignableRoles.map((role) => ({ value: role, label: t(roleKeys[role]) }))}
      hint={value ? t(roleHintKeys[value]) : undefined}
      error={error ? t(error) : undefined}
      data-testid="employee-role-field"
    />
  );
}
