import type { Page } from 'playwright-core';

/** How long a page may keep loading (spinners, skeletons, aria-busy) before it is checked as it is. */
const SETTLE_LIMIT_MS = 6_000;

/** Waits until nothing on the page is loading and two frames have been painted. */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const busy = [...document.querySelectorAll('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root')];
        return busy.every((element) => element.getClientRects().length === 0);
      },
      undefined,
      { timeout: SETTLE_LIMIT_MS, polling: 100 },
    )
    .catch(() => undefined);
  await page.evaluate(
    () =>
      document.fonts.ready.then(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      ),
  );
  // Mantine's transitions (drawers, collapses) last up to 250 ms.
  await page.waitForTimeout(300);
}

/**
 * What is wrong with the layout as shown now, one line per problem (empty when none):
 * - the page scrolls sideways (document.scrollingElement.scrollWidth > innerWidth), with the elements sticking out;
 * - a control (button, link, field, tab) is cut off by the window or by an ancestor that hides its overflow;
 * - two controls overlap (neither inside the other), as far as each can be seen (a scroll box clips what it holds);
 * - a badge's or a button's text is cut short (ellipsis), or any text runs out of its box;
 * - any area inside the page that scrolls sideways (a table that does not fit turns into cards instead);
 * - text squeezed narrower than its longest word (a name broken one letter a line);
 * - text clipped by its box without «…» and its whole text at hand (a title), and badges clipped by their row.
 */
export function findLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const TOLERANCE = 1;

    const describe = (element: Element): string => {
      const text = (element.getAttribute('aria-label') || (element as HTMLElement).innerText || element.getAttribute('placeholder') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const classes = [...element.classList].filter((name) => name.startsWith('mantine-') || !/[_-][a-zA-Z0-9]{5,}$/.test(name)).slice(0, 2);
      return `<${element.tagName.toLowerCase()}${classes.length ? '.' + classes.join('.') : ''}>${text ? ` «${text}»` : ''}`;
    };
    const shown = (element: Element): boolean => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    /** Off-canvas (the collapsed navigation slides out to the left) or scrolled away: not on screen by design. */
    const offCanvas = (rect: DOMRect) => rect.right <= 0;

    // 1. Sideways scrolling of the page.
    const scrolling = document.scrollingElement ?? document.documentElement;
    if (scrolling.scrollWidth > width + TOLERANCE) {
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.right > width + TOLERANCE && rect.width > 0 && !offCanvas(rect);
        })
        // The innermost elements that stick out, not every ancestor of them.
        .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
        .slice(0, 4)
        .map((element) => `${describe(element)} right=${Math.round(element.getBoundingClientRect().right)}`);
      problems.push(`page scrolls sideways: scrollWidth ${scrolling.scrollWidth} > ${width} (${culprits.join(', ')})`);
    }

    // 2. Controls cut off by the window or by an ancestor.
    const controls = [
      ...document.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), textarea, select, [role="tab"], [role="button"], [role="switch"], [role="checkbox"], [role="combobox"], .mantine-SegmentedControl-root',
      ),
    ].filter((element) => shown(element) && !offCanvas(element.getBoundingClientRect()));
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      let scrollable = false;
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        // Reachable by scrolling that area; an area that scrolls sideways is a problem of its own (5).
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          scrollable = true;
          break;
        }
        const box = parent.getBoundingClientRect();
        if (rect.left < box.left - TOLERANCE || rect.right > box.right + TOLERANCE) {
          problems.push(`control cut off by ${describe(parent)}: ${describe(control)}`);
          break;
        }
      }
      // Nor may it stick out of the card (any bordered box) it sits in.
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (parseFloat(style.borderLeftWidth) === 0 && parseFloat(style.borderRightWidth) === 0) continue;
        const box = parent.getBoundingClientRect();
        if (rect.left < box.left - TOLERANCE || rect.right > box.right + TOLERANCE) {
          problems.push(`control sticks out of ${describe(parent)}: ${describe(control)} [${Math.round(rect.left)}…${Math.round(rect.right)}] in [${Math.round(box.left)}…${Math.round(box.right)}]`);
          break;
        }
      }
      if (!scrollable && (rect.right > width + TOLERANCE || rect.left < -TOLERANCE)) {
        problems.push(`control outside the window: ${describe(control)} [${Math.round(rect.left)}…${Math.round(rect.right)}]`);
      }
    }

    // 3. Overlapping controls.
    /** The fixed or sticky layer an element floats in (the header, a sticky save bar), or null. */
    const layerOf = (element: Element): Element | null => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    /**
     * The part of an element the user can see: its box cut by every ancestor that clips its overflow (a scroll box,
     * a hidden overflow) up to the fixed layer it floats in, or null when nothing of it is left. A transcript's
     * fragments scrolled out of their box lie, by layout, over what follows the box, but cover nothing on screen.
     */
    const visibleRect = (element: Element): DOMRect | null => {
      const rect = element.getBoundingClientRect();
      let { left, top, right, bottom } = rect;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const parent = node.parentElement;
        // Nothing above a fixed element clips it (a header, a dialog in a portal).
        if (!parent || parent === document.body || getComputedStyle(node).position === 'fixed') break;
        const style = getComputedStyle(parent);
        const box = parent.getBoundingClientRect();
        if (style.overflowX !== 'visible') {
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (style.overflowY !== 'visible') {
          top = Math.max(top, box.top);
          bottom = Math.min(bottom, box.bottom);
        }
        if (right - left < 1 || bottom - top < 1) return null;
      }
      return new DOMRect(left, top, right - left, bottom - top);
    };
    const boxes = controls.flatMap((element) => {
      const rect = visibleRect(element);
      return rect ? [{ element, rect, layer: layerOf(element) }] : [];
    });
    const MIN_OVERLAP = 3;
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // A header or a sticky bar passes over the content scrolling beneath it by design.
        if (a.layer !== b.layer) continue;
        const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (overlapX < MIN_OVERLAP || overlapY < MIN_OVERLAP) continue;
        const inside = (outer: DOMRect, inner: DOMRect) =>
          inner.left >= outer.left - TOLERANCE &&
          inner.right <= outer.right + TOLERANCE &&
          inner.top >= outer.top - TOLERANCE &&
          inner.bottom <= outer.bottom + TOLERANCE;
        // A button drawn inside a field (clear, show password, a picker's chevron) is meant to sit there.
        if (inside(a.rect, b.rect) || inside(b.rect, a.rect)) continue;
        problems.push(`controls overlap: ${describe(a.element)} and ${describe(b.element)}`);
      }
    }

    // 4. Text cut short with an ellipsis.
    for (const label of document.querySelectorAll('.mantine-Badge-label, .mantine-Button-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label')) {
      if (!shown(label) || offCanvas(label.getBoundingClientRect())) continue;
      if (label.scrollWidth > label.clientWidth + TOLERANCE) {
        problems.push(`text cut short: ${describe(label)} (${label.scrollWidth} > ${label.clientWidth})`);
      }
    }

    // 5. No text runs out of its box (a long word in a narrow tile or column).
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!ownText || element.clientWidth === 0) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.overflowX !== 'visible') continue;
      if (element.scrollWidth > element.clientWidth + TOLERANCE && shown(element) && !offCanvas(element.getBoundingClientRect())) {
        problems.push(`text runs out of its box: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }

    // 6. Nothing inside the page scrolls sideways: a table that does not fit turns into cards.
    {
      for (const element of document.body.querySelectorAll('*')) {
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue;
        const style = getComputedStyle(element);
        if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
        if (element.scrollWidth <= element.clientWidth + TOLERANCE || !shown(element)) continue;
        if (offCanvas(element.getBoundingClientRect())) continue;
        problems.push(`area scrolls sideways: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    // 7. No text squeezed narrower than its words: a box narrower than its longest word breaks it a few letters
    //    a line («О / р / л / о / в / а»). A long word (an address) may wrap in a box of a normal width.
    {
      const canvas = document.createElement('canvas').getContext('2d')!;
      for (const element of document.body.querySelectorAll('*')) {
        if (!(element instanceof HTMLElement) || element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue;
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent!)
          .join(' ')
          .trim();
        if (!own) continue;
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.whiteSpace === 'nowrap' || style.whiteSpace === 'pre') continue;
        if (!shown(element) || offCanvas(element.getBoundingClientRect())) continue;
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const longest = own.split(/\s+/).reduce((widest, word) => Math.max(widest, canvas.measureText(word).width), 0);
        const content = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const fontSize = parseFloat(style.fontSize);
        if (content + TOLERANCE < longest && content < 5 * fontSize) {
          problems.push(`text squeezed narrower than its words: ${describe(element)} (${Math.round(content)} < ${Math.round(longest)})`);
        }
      }
    }

    // 8. No text clipped by its box (a name shortened to «Орло…», a badge cut by its row) unless it ends in «…»
    //    and its whole text is at hand (a title, a tooltip).
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!ownText || element.clientWidth === 0) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' || style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (element.scrollWidth <= element.clientWidth + TOLERANCE || !shown(element) || offCanvas(element.getBoundingClientRect())) continue;
      // Text for screen readers only (a 1 px box that clips it on purpose).
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const told = style.textOverflow === 'ellipsis' && !!element.closest('[title], [data-full-text]');
      if (!told) {
        problems.push(`text clipped: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth}${style.textOverflow === 'ellipsis' ? ', «…» with no title' : ''})`);
      }
    }
    // A badge cut sideways by the row it sits in (one that hides its overflow; scroll boxes are reachable, and
    // one scrolling sideways is reported by 6).
    for (const badge of document.querySelectorAll('.mantine-Badge-root')) {
      if (!shown(badge) || offCanvas(badge.getBoundingClientRect())) continue;
      const rect = badge.getBoundingClientRect();
      for (let parent = badge.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX, position } = getComputedStyle(parent);
        if (overflowX === 'hidden' || overflowX === 'clip') {
          const box = parent.getBoundingClientRect();
          if (rect.left < box.left - TOLERANCE || rect.right > box.right + TOLERANCE) {
            problems.push(`badge clipped: ${describe(badge)} by ${describe(parent)}`);
            break;
          }
        }
        if (position === 'fixed') break;
      }
    }
    return problems;
  });
}
