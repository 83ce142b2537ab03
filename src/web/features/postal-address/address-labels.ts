import type { I18n } from "../../../contract/translator";
import type { AddressLabel, AddressProblem } from "../../../contract/postal-address/formats";

/** A layout's label in the guest's language (contract/postal-address/formats.ts names them; the catalogues word them). */
export function addressLabel(i18n: I18n, label: AddressLabel): string {
  switch (label) {
    case "street":
      return i18n._({ id: "address.label.street", message: "Street and number" });
    case "line2":
      return i18n._({ id: "address.label.secondLine", message: "Flat, suite, floor" });
    case "neighbourhood":
      return i18n._({ id: "address.label.neighbourhood", message: "Neighbourhood" });
    case "district":
      return i18n._({ id: "address.label.district", message: "District" });
    case "city":
      return i18n._({ id: "address.label.city", message: "City" });
    case "town":
      return i18n._({ id: "address.label.town", message: "Town or city" });
    case "postcode":
      return i18n._({ id: "address.label.postcode", message: "Postcode" });
    case "zip":
      return i18n._({ id: "address.label.zip", message: "ZIP code" });
    case "pin":
      return i18n._({ id: "address.label.pin", message: "PIN code" });
    case "state":
      return i18n._({ id: "address.label.state", message: "State" });
    case "province":
      return i18n._({ id: "address.label.province", message: "Province" });
    case "county":
      return i18n._({ id: "address.label.county", message: "County" });
    case "emirate":
      return i18n._({ id: "address.label.emirate", message: "Emirate" });
    case "governorate":
      return i18n._({ id: "address.label.governorate", message: "Governorate" });
    default:
      return i18n._({ id: "address.label.region", message: "Region" });
  }
}

export function addressProblem(i18n: I18n, problem: AddressProblem | undefined): string | undefined {
  switch (problem) {
    case undefined:
      return undefined;
    case "required":
      return i18n._({ id: "address.error.required", message: "Please fill this in." });
    case "too_long":
      return i18n._({ id: "address.error.tooLong", message: "This is too long." });
    case "postcode":
      return i18n._({ id: "address.error.postcode", message: "This doesn't look like a postcode of this country." });
    default:
      return i18n._({ id: "address.error.country", message: "Choose a country." });
  }
}
