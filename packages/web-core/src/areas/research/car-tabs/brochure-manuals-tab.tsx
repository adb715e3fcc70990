import { bodyTypeLabel } from "@carmarket/routes";
import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { TrimTable } from "./trim-table.js";

/**
 * The brochure-manuals tab (§2.2): where the maker publishes the brochure and the owner's manual (its own site and
 * manual library, issue #27.9: the tab linked to neither), then a spec sheet and the trims.
 */
export function BrochureManualsTab({ car }: CarTabProps) {
  const { content, maker_sites: sites } = car;
  return (
    <>
      <section aria-labelledby="brochure-heading">
        <h2 id="brochure-heading">Brochure & Owner&apos;s Manual</h2>
        {sites === null ? (
          <p>
            {car.brand_name} publishes the brochure and the owner&apos;s manual of the {car.title} on its own website.
          </p>
        ) : (
          <ul>
            <li>
              Brochure and current models: <a href={sites.site.url}>{sites.site.label}</a>, {car.brand_name}&apos;s US website
            </li>
            <li>
              {sites.manuals === null ? (
                <>
                  Owner&apos;s manual: {car.brand_name} gives it to owners through <a href={sites.site.url}>{sites.site.label}</a>
                </>
              ) : (
                <>
                  Owner&apos;s manual: <a href={sites.manuals.url}>{sites.manuals.label}</a> (choose the {car.year} {car.model_name})
                </>
              )}
            </li>
          </ul>
        )}
      </section>
      <FactList
        heading="Spec Sheet"
        facts={[
          { label: "Model year", value: car.year },
          { label: "Body style", value: bodyTypeLabel(content.overview.body_type) },
          { label: "Class", value: content.overview.vehicle_class },
          { label: "Engine", value: content.specs.engine },
          ...(content.reliability.recalls === null ? [] : [{ label: "Recalls on record", value: content.reliability.recalls }]),
        ]}
      />
      <TrimTable car={car} />
    </>
  );
}
