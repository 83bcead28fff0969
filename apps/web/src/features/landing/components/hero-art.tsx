import heroArtUrl from './hero-art.svg?no-inline';

/**
 * The banner's drawing (hero-art.svg: a phone profile growing, a rising chart, new-like and
 * new-follower bubbles). Its colours are fixed, the same in both themes, so it is a plain image;
 * width and height reserve its place before it arrives.
 */
export function HeroArt() {
  return <img className="hero-art" src={heroArtUrl} width={440} height={380} alt="" fetchPriority="high" />;
}
