// `/account/confirm`: the landing of the sign-up mail's link (apps/api mail/site-links.ts).
import { ConfirmRegistration } from '@/features/auth/components/confirm-registration';
import { authPageRoute } from '../../_components/auth-page';
import { noPrerender } from '../../_components/on-demand';

const route = authPageRoute({
  path: '/account/confirm',
  title: 'confirmTitle',
  Screen: ConfirmRegistration,
  readsQuery: true,
});

// The same for everybody (what is per-user is rendered in the browser): cached like the other pages' shell.
export const revalidate = 60;
export const generateStaticParams = noPrerender;
export const generateMetadata = route.generateMetadata;
export default route.Page;
