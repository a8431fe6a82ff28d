// `/account/confirm-email`: the landing of the e-mail change mail's link (apps/api mail/site-links.ts).
import { ConfirmEmailChange } from '@/features/auth/components/confirm-email-change';
import { authPageRoute } from '../../_components/auth-page';
import { noPrerender } from '../../_components/on-demand';

const route = authPageRoute({
  path: '/account/confirm-email',
  title: 'emailChangeTitle',
  Screen: ConfirmEmailChange,
  readsQuery: true,
});

// The same for everybody (what is per-user is rendered in the browser): cached like the other pages' shell.
export const revalidate = 60;
export const generateStaticParams = noPrerender;
export const generateMetadata = route.generateMetadata;
export default route.Page;
