// `/paymentresult?order=`: where the bank returns a buyer whose payment went through: the paid order and its tickets
// (PRODUCT.md "Payment result"; features/checkout/components/payment-result-page.tsx).
import {
  PaymentResultPage,
  type ResultPageProps,
  resultPageMetadata,
} from '@/features/checkout/components/payment-result-page';

export const generateMetadata = resultPageMetadata('paymentresult');

export default function Page(props: ResultPageProps) {
  return <PaymentResultPage page="paymentresult" {...props} />;
}
