import { i18n } from "../host/host-i18n";
import type { AddressLabel, AddressProblem } from "../../../contract/postal-address/formats";
import type { AddressStatus } from "../../../contract/addresses";

/** A layout's label on the couple's screens (English, through the host catalogue). */
export function hostAddressLabel(label: AddressLabel): string {
  return {
    street: i18n._({ id: "addresses.label.street", message: "Street and number" }),
    line2: i18n._({ id: "addresses.label.secondLine", message: "Flat, suite, floor" }),
    neighbourhood: i18n._({ id: "addresses.label.neighbourhood", message: "Neighbourhood" }),
    district: i18n._({ id: "addresses.label.district", message: "District" }),
    city: i18n._({ id: "addresses.label.city", message: "City" }),
    town: i18n._({ id: "addresses.label.town", message: "Town or city" }),
    postcode: i18n._({ id: "addresses.label.postcode", message: "Postcode" }),
    zip: i18n._({ id: "addresses.label.zip", message: "ZIP code" }),
    pin: i18n._({ id: "addresses.label.pin", message: "PIN code" }),
    state: i18n._({ id: "addresses.label.state", message: "State" }),
    province: i18n._({ id: "addresses.label.province", message: "Province" }),
    county: i18n._({ id: "addresses.label.county", message: "County" }),
    emirate: i18n._({ id: "addresses.label.emirate", message: "Emirate" }),
    governorate: i18n._({ id: "addresses.label.governorate", message: "Governorate" }),
    region: i18n._({ id: "addresses.label.region", message: "Region" }),
  }[label];
}

export function hostAddressProblem(problem: AddressProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return {
    required: i18n._({ id: "addresses.error.required", message: "Required" }),
    too_long: i18n._({ id: "addresses.error.tooLong", message: "Too long" }),
    postcode: i18n._({ id: "addresses.error.postcode", message: "Not a postcode of this country" }),
    country: i18n._({ id: "addresses.error.country", message: "Choose a country" }),
  }[problem];
}

export function addressStatusLabel(status: AddressStatus): string {
  return {
    none: i18n._({ id: "addresses.status.none", message: "No address yet" }),
    household: i18n._({ id: "addresses.status.household", message: "Confirmed by the household" }),
    couple: i18n._({ id: "addresses.status.couple", message: "Typed by you" }),
  }[status];
}
