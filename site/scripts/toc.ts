/**
 * The legal pages' table of contents: marks the link of the section at the top of the viewport with
 * aria-current. Smooth scrolling is CSS (`scroll-behavior`), off when reduced motion is preferred.
 */
const links = new Map<string, HTMLAnchorElement>();
for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')) {
  links.set(decodeURIComponent(link.hash.slice(1)), link);
}
const sections = [...links.keys()]
  .map((id) => document.getElementById(id))
  .filter((section): section is HTMLElement => section !== null);
const visible = new Set<Element>();

function mark(id: string | undefined): void {
  for (const [key, link] of links) {
    if (key === id) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

if (sections.length > 0 && 'IntersectionObserver' in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      const first = sections.find((section) => visible.has(section));
      if (first) mark(first.id);
    },
    // The band from just under the top of the viewport to 40% down it counts as "at the top".
    { rootMargin: '-10% 0px -60% 0px' },
  );
  for (const section of sections) observer.observe(section);
}
