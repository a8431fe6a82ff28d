// `/reset-password`: asking for a password reset link, or, with the mail's `?token=`, setting the new password.
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { authPageRoute } from '../../_components/auth-page';
import { noPrerender } from '../../_components/on-demand';

const route = authPageRoute({
  path: '/reset-password',
  title: 'resetTitle',
  Screen: ResetPasswordScreen,
  readsQuery: true,
});

// The same for everybody (what is per-user is rendered in the browser): cached like the other pages' shell.
export const revalidate = 60;
export const generateStaticParams = noPrerender;
export const generateMetadata = route.generateMetadata;
export default route.Page;
