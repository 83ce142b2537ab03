import { i18n } from "../../host/host-i18n";
import { COLUMN_ROLES, type ColumnMapping, type ColumnRole } from "./parsing/mapping";
import { type Spreadsheet } from "./parsing/read-spreadsheet";
import { inputClass } from "../../../components/ui/field";
import { columnRoleLabel, sheetReadText } from "./column-labels";

interface ColumnMappingProps {
  sheet: Spreadsheet;
  mapping: ColumnMapping;
  disabled: boolean;
  onChange: (mapping: ColumnMapping) => void;
}

/** One select per column: what it holds. The preview below follows each change at once. */
export function ColumnMappingFields({ sheet, mapping, disabled, onChange }: ColumnMappingProps) {
  const sample = (index: number) => sheet.rows.find((row) => row.cells[index])?.cells[index] ?? "";
  const setRole = (index: number, role: ColumnRole) => onChange({ roles: mapping.roles.map((each, at) => (at === index ? role : each)) });
  return (
    <fieldset disabled={disabled} className="grid min-w-0 gap-3">
      <legend className="font-medium text-stone-900">{i18n._({ id: "guests.importColumns", message: "Columns" })}</legend>
      <p className="text-sm text-stone-700">{sheetReadText(sheet)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {mapping.roles.map((role, index) => {
          const id = `import-column-${index}`;
          const header = sheet.headers?.[index] || i18n._({ id: "guests.importColumnNumber", message: "Column {number}", values: { number: index + 1 } });
          const example = sample(index);
          return (
            <div key={index} className="grid min-w-0 gap-1">
              <label htmlFor={id} className="truncate text-sm font-medium text-stone-800">
                {header}
                {example && (
                  <span className="font-normal text-stone-600">
                    {" "}
                    {i18n._({
                      id: "guests.importColumnExample",
                      message: "(e.g. “{example}”)",
                      values: { example: example.length > 30 ? `${example.slice(0, 30)}…` : example },
                    })}
                  </span>
                )}
              </label>
              <select id={id} value={role} onChange={(event) => setRole(index, event.target.value as ColumnRole)} className={inputClass}>
                {COLUMN_ROLES.map((each) => (
                  <option key={each} value={each}>
                    {columnRoleLabel(each)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
