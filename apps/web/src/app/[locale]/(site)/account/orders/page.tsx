// `/account/orders`: the customer's orders, current and archive. The page is a shell; the list is read in the browser
// (features/account/components/order-list.tsx) behind the area's sign-in gate (the account layout).
import { OrderList } from '@/features/account/components/order-list';
import { accountSectionRoute } from '../../_components/account-section-page';
import { noPrerender } from '../../_components/on-demand';

const route = accountSectionRoute('orders', OrderList);

// A shell without personal data (and no catalogue data): rendered on the first visit, then served from the cache
// like any page, rebuilt at most once a minute for the layout's site settings.
export const revalidate = 60;
export const generateStaticParams = noPrerender;
export const generateMetadata = route.generateMetadata;
export default route.Page;
