// `/sign-up`: signing up, then the "check your mail" screen.
import { SignUpScreen } from '@/features/auth/components/sign-up-screen';
import { authPageRoute } from '../../_components/auth-page';
import { noPrerender } from '../../_components/on-demand';

const route = authPageRoute({ path: '/sign-up', title: 'signUpTitle', Screen: SignUpScreen });

// The same for everybody (what is per-user is rendered in the browser): cached like the other pages' shell.
export const revalidate = 60;
export const generateStaticParams = noPrerender;
export const generateMetadata = route.generateMetadata;
export default route.Page;
