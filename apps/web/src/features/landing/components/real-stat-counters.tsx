import { useRealCounters } from '../api/get-real-counters';
import { StatCounters } from './stat-counters';

/**
 * The owner's switch 첫 화면 숫자를 실제 값으로: the shop's real figures, never invented ones — a
 * placeholder while they load, nothing when they cannot be read. Its own chunk: the first screen of a
 * shop that keeps the seed's ranges downloads none of it.
 */
export default function RealStatCounters() {
  const real = useRealCounters(true);
  if (real.data) return <StatCounters values={real.data} />;
  return real.isPending ? <div className="stats" aria-busy="true" /> : null;
}
