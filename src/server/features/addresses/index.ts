// The addresses feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns
// `address_requests` and `party_addresses`. The exports read every household's address through
// `addressBook`, whose rows all come from `hostAddressView` (the one host view of a household's
// contact details; docs/decisions/0044-addresses-and-gifts.md). app.ts registers its routes.
export { addressBook, hostAddressView } from "./service";
