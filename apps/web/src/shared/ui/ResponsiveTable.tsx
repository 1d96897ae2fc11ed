import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './responsive-table.module.css';

interface ResponsiveTableProps {
  /** The narrowest width, in px, at which the table still reads well as a table. */
  minWidth: number;
  /**
   * A Mantine <Table>; cells carry data-label (their column's name) and may carry data-card: "title" (heads the
   * card), "actions" (closes it) or "wide" (a whole line of the card, e.g. a person with an avatar).
   */
  children: ReactNode;
  /** Shown above the cards only (e.g. a sort picker in place of the header row's sort buttons). */
  cardsHeader?: ReactNode;
}

/**
 * A table where it fits, a list of cards where it does not (phones, narrow panels): never a sideways scroll.
 * The choice follows the width of the table's own container, so it also holds beside the side navigation: cards
 * below `minWidth`, and below the width the table turned out to need when its content is wider than that.
 */
export function ResponsiveTable({ minWidth, children, cardsHeader }: ResponsiveTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [needed, setNeeded] = useState(minWidth);

  // Measured before the first paint (a layout effect), so a narrow container never flashes an overflowing table.
  useLayoutEffect(() => {
    const element = ref.current!;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const cards = width > 0 && width < Math.max(minWidth, needed);

  useLayoutEffect(() => {
    if (cards || width === 0) return;
    const natural = ref.current?.querySelector('table')?.offsetWidth ?? 0;
    if (natural > width + 1) setNeeded(natural);
  }, [cards, width, children]);

  return (
    <div ref={ref} className={classes.root} data-cards={cards || undefined} data-testid="responsive-table">
      {cards && cardsHeader && <div className={classes.cardsHeader}>{cardsHeader}</div>}
      {children}
    </div>
  );
}
