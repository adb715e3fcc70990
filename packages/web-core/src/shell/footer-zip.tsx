import { FooterZipForm } from "@carmarket/ui/footer-zip-form";
import { selectZip, submitZip, useAppDispatch, useAppSelector } from "@carmarket/store";

/** The footer zip form of §2.6 ('Submit' or 'Update Zip') running the store's zip flow (§4, §5). */
export function FooterZip() {
  const dispatch = useAppDispatch();
  const zip = useAppSelector(selectZip);
  return (
    <FooterZipForm
      // Remounts the form with the new ZIP once a lookup stored it.
      key={zip.zipcode}
      zipcode={zip.zipcode || undefined}
      onSubmit={(zipcode) => dispatch(submitZip({ zipcode, invokedBy: "footer" }))}
      error={zip.showModal ? undefined : (zip.error ?? undefined)}
      submitting={zip.isFetching}
    />
  );
}
