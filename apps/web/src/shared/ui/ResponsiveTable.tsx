import { useElementSize } from '@mantine/hooks';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import classes from './responsive-table.module.css';

interface ResponsiveTableProps {
  /** The narrowest width, in px, at which the table still reads well as a table. */
  minWidth: number;
  /** A Mantine <Table>; cells carry data-label (their column's name) and may carry data-card="title" | "actions". */
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
  const { ref, width } = useElementSize<HTMLDivElement>();
  const [needed, setNeeded] = useState(minWidth);
  const cards = width > 0 && width < Math.max(minWidth, needed);

  useLayoutEffect(() => {
    if (cards || width === 0) return;
    const natural = ref.current?.querySelector('table')?.offsetWidth ?? 0;
    if (natural > width + 1) setNeeded(natural);
  }, [cards, width, ref, children]);

  return (
    <div ref={ref} className={classes.root} data-cards={cards || undefined} data-testid="responsive-table">
      {cards && cardsHeader && <div className={classes.cardsHeader}>{cardsHeader}</div>}
      {children}
    </div>
  );
}
