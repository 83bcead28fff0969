import { GrowthScreen } from '../../features/admin-growth/components/growth-screen';

export default function AdminGrowthRoute() {
  return <GrowthScreen />;
}
