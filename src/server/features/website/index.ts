// The website feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `website_sections` and `website_passwords` tables; the public view reads them through these.
export { partySectionsOf, publicWebsiteOf, readWebsite } from "./details";
export { isSiteCookieValid, matchesSitePassword, siteCookieName, siteCookieValue } from "./site-password";
// The trash takes a section whole and puts it back within the website's room (docs/decisions/0049-trash.md).
export { roomForSection, sectionRecord, weddingIdOfSection } from "./trash-record";
