import { lazy, Suspense, useEffect, useState } from "react";
import type { LinkAddress } from "../../../contract/addresses";
import { i18n } from "../../lib/i18n";
import { fetchLinkAddress } from "./address-api";

// The form and its country layouts are a chunk of their own, fetched only when the couple asks
// (docs/decisions/0044-addresses-and-gifts.md): a guest page with no request downloads none of it.
const AddressForm = lazy(() =>
  Promise.all([import("../postal-address/address-form"), import("../postal-address/messages")]).then(async ([form, messages]) => {
    await messages.loadAddressMessages(i18n.locale);
    return { default: form.AddressForm };
  }),
);

/** Below a household's reply: its postal address form, when the couple asks for one. */
export function AddressSlot({ token, weddingCode }: { token: string; weddingCode: string }) {
  const [request, setRequest] = useState<LinkAddress | undefined>();
  useEffect(() => {
    const abort = new AbortController();
    // A failure here costs the household nothing it came for (its reply): the form just stays away.
    fetchLinkAddress(token, weddingCode, abort.signal).then(setRequest, () => undefined);
    return () => abort.abort();
  }, [token, weddingCode]);
  if (!request?.asking) return null;
  return (
    <Suspense fallback={null}>
      <AddressForm token={token} weddingCode={weddingCode} initial={request} />
    </Suspense>
  );
}
