// `/sign-in`: signing in (the header's profile icon leads here for an anonymous visitor; `?next=` says where to go back to).
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { authPageRoute } from '../../_components/auth-page';
import { noPrerender } from '../../_components/on-demand';

const route = authPageRoute({ path: '/sign-in', title: 'signInTitle', Screen: SignInScreen });

// The same for everybody (what is per-user is rendered in the browser): cached like the other pages' shell.
export const revalidate = 60;
export const generateStaticParams = noPrerender;
export const generateMetadata = route.generateMetadata;
export default route.Page;
