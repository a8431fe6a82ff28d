// How a page customizes the shell (SPEC.md section 3 "Page customization"). The header and footer belong to the
// locale layout, which cannot see the page's data; so the page renders this component anywhere in its output:
//
//   <PageCustomization header_color="#1b1b1f" is_footer_visible={false} />
//
// It renders a small style sheet that colours [data-site-header] and hides [data-site-footer]. Being part of the
// page's server HTML, it applies before the first paint (no flash, no client JavaScript), and it leaves with the page
// on client navigation, so the next page gets the defaults back (white header, visible footer).
import { customizationCss, type TPageCustomization } from '../page-customization';

export function PageCustomization(props: TPageCustomization) {
  const css = customizationCss(props);
  return css ? <style data-page-customization="">{css}</style> : null;
}
