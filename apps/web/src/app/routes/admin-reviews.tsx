import { ReviewsScreen } from '../../features/admin-reviews/components/reviews-screen';

export default function AdminReviewsRoute() {
  return <ReviewsScreen />;
}
